/** What the painter reads when their session ended on another device (issue 33), with the changes kept here. */
export function sessionEndedText(unsent: number): string {
  const kept =
    unsent === 0
      ? ''
      : unsent === 1
        ? ' — your 1 unsent change is kept on this phone'
        : ` — your ${unsent} unsent changes are kept on this phone`;
  return `Your password was changed on another device. Log in again${kept}.`;
}
