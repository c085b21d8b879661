export * from './constants.js';
export * from './messages.js';
export * from './status.js';
export * from './schemas/auth.js';
export * from './schemas/event.js';
export * from './text.js';
