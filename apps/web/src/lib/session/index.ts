export { signOutRequest } from './sign-out-request';
export { useSignOut } from './use-sign-out';
