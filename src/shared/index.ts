export * from './constants.js';
export * from './editions.js';
export * from './formatters.js';
export * from './permissions.js';
export * from './profile-completion.js';
export * from './validation.js';
export * from './schemas/auth.js';
export * from './schemas/organisation.js';
