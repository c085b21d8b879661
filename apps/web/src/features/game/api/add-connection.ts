import { messages, type UserInputResult, type UserMatrix } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gamePath } from './get-game-event';
import { userMatrixQueryKey } from './get-user-matrix';

export interface ConnectionInput {
  letter: string;
  /** The compressed selfie. */
  image: File;
  name: string;
  liner: string;
  /** Row and column of the cell. */
  x: number;
  y: number;
  /** The friend code, only when the event uses codes. */
  code?: string;
}

/** The multipart body of user-input (SPEC.md §7). */
export function connectionFormData(input: ConnectionInput): FormData {
  const body = new FormData();
  body.append('letter', input.letter);
  body.append('image', input.image, input.image.name || 'selfie.jpg');
  body.append('name', input.name);
  body.append('liner', input.liner);
  body.append('cords[x]', String(input.x));
  body.append('cords[y]', String(input.y));
  if (input.code !== undefined) body.append('code', input.code);
  return body;
}

/** POST /manage-game/{id}/user-input/?user_id= : fills one cell; answers the connection and the new score. */
export async function addConnection({
  eventId,
  userId,
  input,
}: {
  eventId: string;
  userId: string;
  input: ConnectionInput;
}): Promise<{ result: UserInputResult; message: string }> {
  const envelope = await api.post<UserInputResult>(
    gamePath('manage-game', eventId, '/user-input/'),
    connectionFormData(input),
    { query: { user_id: userId } },
  );
  return { result: envelope.response, message: envelope.message.general[0] ?? messages.game.connectionAdded };
}

/** The matrix with the cell the result fills, and the result's score and counts. */
export function withConnection(matrix: UserMatrix, result: UserInputResult): UserMatrix {
  const answer = matrix.answer.map((row, x) =>
    row.map((cell, y) =>
      x === result.x && y === result.y
        ? {
            ...cell,
            connected_name: result.connected_name,
            image: result.image,
            user_name: result.user_name,
            code: result.code,
            liner: result.liner,
            connected_at: result.connected_at,
            disabled: true,
          }
        : cell,
    ),
  );
  return {
    ...matrix,
    answer,
    score: result.score ?? matrix.score,
    total_connections: result.total_connections ?? matrix.total_connections,
    completed_at: result.completed_at ?? matrix.completed_at,
  };
}

export function useAddConnection(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectionInput) => addConnection({ eventId, userId, input }),
    onSuccess: ({ result }) => {
      // Show the new cell and score at once, then take the server's grid.
      queryClient.setQueryData<UserMatrix>(userMatrixQueryKey(eventId, { userId }), (matrix) =>
        matrix ? withConnection(matrix, result) : matrix,
      );
      return queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(eventId) });
    },
  });
}
