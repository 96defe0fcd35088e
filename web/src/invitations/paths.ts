/** Whether the signed-in account is the invited one (emails compared without case). */
export function isInvitedEmail(accountEmail: string, invitedEmail: string): boolean {
  return accountEmail.trim().toLowerCase() === invitedEmail.trim().toLowerCase();
}
