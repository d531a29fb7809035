import './zod-config';

/**
 * The contract with zod configured for the app's CSP (jitless). Load it with `import('../contract')`
 * (the HTTP layer does) so zod stays out of the first page's JavaScript.
 */
export * from '@portal/contract';
