export {
  clearCurrentUser,
  getCurrentUser,
  homePathFor,
  resetCurrentUserCache,
  setCurrentUser,
  subscribeCurrentUser,
  useCurrentUser,
} from './current-user';
