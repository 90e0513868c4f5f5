export {
  AccountCommunication,
  AccountDetails,
  AccountEmail,
  AccountHistory,
  AccountHome,
  AccountLayout,
  AccountNotifications,
  AccountPayment,
  AccountRewards,
  AccountSecurity,
} from './account-pages.tsx';
