/** The grid the end-to-end events use, row by row: 25 different letters, so a cell is found by its letter. */
export const grid = ['ABCDE', 'FGHIJ', 'KLMNO', 'PRSTU', 'VWXYZ'].map((row) => row.split(''));

/** Rows 0 and 4, column 1 and both diagonals: all five letters from 16 cells. */
export const bingoCells: Array<[number, number]> = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 1],
  [1, 3],
  [2, 1],
  [2, 2],
  [3, 1],
  [3, 3],
  [4, 0],
  [4, 1],
  [4, 2],
  [4, 3],
  [4, 4],
];
