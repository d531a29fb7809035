export {
  clearCurrentUser,
  isCurrentUser,
  getCurrentUser,
  homePathFor,
  resetCurrentUserCache,
  sessionEndedOnThisPage,
  setCurrentUser,
  subscribeCurrentUser,
  useCurrentUser,
} from './current-user';
