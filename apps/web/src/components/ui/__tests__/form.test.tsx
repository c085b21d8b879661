// @vitest-environment jsdom
import { emailSchema, messages, userNameSchema } from '@hoogo/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { type FormFallback, useApiForm } from '@/lib/api-form';
import { Button } from '../button';
import { Form, FormActions, FormEmailInput, FormInput, FormMessage, FormTextarea } from '../form';

const schema = z.object({ email: emailSchema, name: userNameSchema, note: z.string() });
type Values = z.output<typeof schema>;

function refusal(fields: Record<string, string[]>, status = 400): ApiError {
  return new ApiError({ status, statusCode: status, messages: { general: [], ...fields } });
}

function Harness({
  onSubmit,
  fallback,
  serverFields,
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  fallback?: FormFallback;
  serverFields?: Record<string, 'email' | 'name' | 'note'>;
}) {
  const api = useApiForm({
    schema,
    defaultValues: { email: '', name: '', note: '' },
    onSubmit,
    fallback,
    serverFields,
  });
  return (
    <Form api={api} aria-label="Profile">
      <FormInput<Values> name="email" label="Email" type="email" />
      <FormInput<Values> name="name" label="Name" />
      <FormTextarea<Values> name="note" label="Note" />
      <FormMessage />
      <Button type="submit">Save</Button>
      <Button onClick={() => api.showError(refusal({ email: ['Checked: unknown email'] }))}>Check</Button>
    </Form>
  );
}

async function fillAndSave(
  onSubmit: (values: Values) => Promise<unknown>,
  extra: Partial<Parameters<typeof Harness>[0]> = {},
) {
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} {...extra} />);
  await user.type(screen.getByLabelText('Email'), 'anna@example.com');
  await user.type(screen.getByLabelText('Name'), 'Anna');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('useApiForm with the Form fields', () => {
  it('ties each label to its input and validates with the core schemas before calling the server', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.validation.emailEmpty)).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.validation.emailEmpty);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(messages.validation.nameEmpty);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with Enter from a field', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Name'), 'Anna{Enter}');
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', name: 'Anna', note: '' }),
    );
  });

  it('shows a server field message once, under its field, and not again under the form', async () => {
    const sentence = 'No player in this event has this code';
    await fillAndSave(() => Promise.reject(refusal({ general: [sentence], name: [sentence] })));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(sentence);
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a server field message when that field is edited, and only that one', async () => {
    const user = await fillAndSave(() =>
      Promise.reject(refusal({ email: ['Email taken'], name: ['Name taken'] })),
    );
    expect(await screen.findByText('Email taken')).toBeInTheDocument();
    expect(screen.getByText('Name taken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.queryByText('Name taken')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email taken')).toBeInTheDocument();
  });

  it('clears a message set outside a submit when its field is edited', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Checked: unknown email');
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Checked: unknown email')).not.toBeInTheDocument();
  });

  it('shows general[0] under the form when no field says it, and clears it on any edit', async () => {
    const user = await fillAndSave(() =>
      Promise.reject(refusal({ general: ['Please wait a minute'], email: ['Too many codes'] }, 429)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute');
    expect(screen.getAllByText('Please wait a minute')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Too many codes');
    await user.type(screen.getByLabelText('Note'), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Too many codes')).toBeInTheDocument();
  });

  it('puts a message for a field the form does not show, or a renamed one, where it can be read', async () => {
    await fillAndSave(() => Promise.reject(refusal({ event_id: ['Event is closed'] })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Event is closed');
  });

  it('maps a server field name onto the form field it belongs to', async () => {
    await fillAndSave(() => Promise.reject(refusal({ email_or_phone: ['Unknown email'] })), {
      serverFields: { email_or_phone: 'email' },
    });
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Unknown email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a network failure or a 5xx under the form, and the fallback when nothing else is said', async () => {
    let failure: unknown = new ApiError({
      status: 0,
      statusCode: 0,
      messages: { general: [messages.network.noResponse] },
    });
    const user = await fillAndSave(() => Promise.reject(failure), { fallback: 'Could not save' });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.network.noResponse);

    failure = refusal({}, 500);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');

    failure = new TypeError('boom');
    await user.type(screen.getByLabelText('Note'), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
  });

  it('clears the line under the form when the form is sent again', async () => {
    let reject = true;
    const user = await fillAndSave(() =>
      reject ? Promise.reject(refusal({ general: ['Try again'] })) : Promise.resolve(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
    reject = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

function ActionsHarness({ onSubmit, onCancel }: { onSubmit: () => Promise<unknown>; onCancel: () => void }) {
  const api = useApiForm({
    schema: z.object({ email: emailSchema }),
    defaultValues: { email: '' },
    onSubmit,
  });
  return (
    <Form api={api} aria-label="Invite">
      <FormEmailInput name="email" label="Email" autoComplete="off" />
      <FormActions cancelLabel="Cancel" onCancel={onCancel} submitLabel="Invite" />
    </Form>
  );
}

describe('FormEmailInput and FormActions', () => {
  it('gives the email keyboard without capitals or spelling marks, and a submit button busy while submitting', async () => {
    const user = userEvent.setup();
    let finish: (value?: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    render(<ActionsHarness onSubmit={onSubmit} onCancel={onCancel} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocapitalize', 'none');
    expect(email).toHaveAttribute('spellcheck', 'false');
    expect(email).toHaveAttribute('autocomplete', 'off');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();

    await user.type(email, 'anna@example.com');
    const submit = screen.getByRole('button', { name: 'Invite' });
    expect(submit).toHaveAttribute('type', 'submit');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    finish();
    await vi.waitFor(() => expect(submit).not.toBeDisabled());
    expect(submit).not.toHaveAttribute('aria-busy');
  });
});
