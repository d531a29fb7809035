export {
  clearCurrentUser,
  isCurrentUser,
  getCurrentUser,
  homePathFor,
  resetCurrentUserCache,
  setCurrentUser,
  subscribeCurrentUser,
  useCurrentUser,
} from './current-user';
