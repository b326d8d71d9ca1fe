/** A span of time as the desk reads it: "12 min", "5 h", "3 days". */
export function spanText(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

/** How long ago the lead came in. */
export function ageText(receivedAt: string, now: Date): string {
  return spanText(now.getTime() - new Date(receivedAt).getTime());
}

/** How long the desk took to answer, or that it has not yet. */
export function firstReplyText(receivedAt: string, firstRepliedAt: string | undefined): string {
  if (!firstRepliedAt) return 'Not replied yet';
  return `Replied after ${spanText(new Date(firstRepliedAt).getTime() - new Date(receivedAt).getTime())}`;
}
