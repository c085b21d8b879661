export { Mailbox, type ReceivedMail } from '@hoogo/testing/mailbox';
