/** A checkable draw on the wheel page: sealing, announcing, spinning and finishing it. */
export const draw = {
  // The switch
  checkableDraw: 'Checkable draw',
  checkableDrawDescription: 'Seal the list before the first spin so anyone can check the winners afterwards.',

  // Setting a draw up and sealing it
  winnersInDraw: 'Winners in this draw',
  winnersInDrawHint: 'Fixed when you seal the draw, with the list and the wheel title: 1 to {most} (the visible entries).',
  noVisibleEntry: 'Add at least one visible entry before sealing a draw.',
  sealUnderWay: 'A draw is already under way.',
  sealNoEntries: 'A checkable draw needs at least one entry',
  sealWinnersCount: '{count, plural, one {A draw of {entries} entry has 1 winner, not {winnersCount}} other {A draw of {entries} entries has 1 to {entries} winners, not {winnersCount}}}',
  /** {problem} is the text rule broken; its other case is "not in NFC". */
  sealTitleProblem:
    'The title cannot be used: {problem, select, tooLong {it is longer than {max} characters} lineBreak {it contains a line break} lineSeparator {it contains a line separator (U+2028), which works as a line break} paragraphSeparator {it contains a paragraph separator (U+2029), which works as a line break} tab {it contains a tab} loneSurrogate {it contains a broken character (a lone surrogate)} control {it contains the invisible control character {codePoint}} other {it is not in Unicode normal form NFC}}.',
  /** {text} is the entry's first 40 characters. */
  sealEntryProblem:
    'Entry {number} ("{text}") cannot be used: {problem, select, empty {it is empty or only spaces} lineBreak {it contains a line break} lineSeparator {it contains a line separator (U+2028), which works as a line break} paragraphSeparator {it contains a paragraph separator (U+2029), which works as a line break} tab {it contains a tab} loneSurrogate {it contains a broken character (a lone surrogate)} control {it contains the invisible control character {codePoint}} other {it is not in Unicode normal form NFC}}.',
  sealing: 'Sealing...',
  sealDraw: 'Seal the draw',
  drawNotSealedTitle: 'Draw not sealed',
  drawNotSealed: 'This browser could not make the commitment (it needs Web Crypto, which only secure pages have).',

  // Where a draw's randomness comes from, and when a beacon draw is decided
  randomness: 'Randomness',
  randomnessBeacon: 'Public beacon (drand)',
  randomnessBeaconHelp:
    'The winners come from the random value that drand (the League of Entropy, a network of independent operators) publishes at the draw time, signed so anyone can check it. No one, you included, can know or pick it before then. What it cannot prove alone: that you shared the announcement before the draw time, so post it early.',
  randomnessSeed: 'Public seed from the audience',
  randomnessSeedHelp:
    'Works without internet: a secret seed is sealed now and your audience types a public seed after the announcement. It is only as fair as the person who types that seed: if the audience does not choose it, you could have picked one that favours someone.',
  drawTime: 'Draw time',
  drawTimeHint: 'When the winners are decided, in your time zone. Left empty: 2 minutes after you seal. From 30 seconds after sealing up to 30 days ahead.',
  drawTimeUnreadable:
    'The draw time is not a complete date and time: fill in the day, the hour and the minutes, or leave it empty for 2 minutes after sealing.',
  drawTimeTooSoon:
    'The draw time {time} is less than 30 seconds after sealing: pick a later time, or leave it empty for 2 minutes after sealing.',
  drawTimeTooLate: 'The draw time {time} is more than 30 days ahead: pick a time within the next 30 days.',

  // A sealed draw
  commitmentLabel: 'Draw commitment',
  commitmentSealed:
    '{count, plural, one {Sealed: the list, the title, the time and {wanted} winner, with a secret seed.} other {Sealed: the list, the title, the time and {wanted} winners, with a secret seed.}}',
  commitmentPublish: 'Publish this before the first spin: it seals the list and a secret seed.',
  copiedCommitment: 'Commitment',
  copyCommitment: 'Copy commitment',
  announcementLabel: 'Announcement link',
  makingLink: 'Making the link...',
  announcementHelp:
    'Share it before the first spin: everyone can see the list, the number of winners and the commitment, and check they are in.',
  copiedLink: 'Link',
  copyAnnouncementLink: 'Copy announcement link',
  publicSeedLabel: 'Public seed',
  publicSeedHelp: 'Optional. After sharing the announcement, let your audience pick a word, or use a number nobody knows yet.',
  publicSeedAfterSeal: 'Since it comes after the seal, not even you could have chosen a secret seed that favours anyone.',
  publicSeedCanonical: 'Invisible characters and extra spaces are taken out, so the seed is exactly what everyone reads.',
  publicSeedLocked: 'Locked: the draw has begun.',
  winnersDrawn: '{count, plural, one {{drawn} of {wanted} winner drawn} other {{drawn} of {wanted} winners drawn}}',
  winnersSoFar: 'Winners so far',
  everyWinnerDrawn: 'Every winner is drawn: finish the draw to reveal its seed.',
  finishDraw: 'Finish draw',
  cancelDraw: 'Cancel draw',

  // A sealed beacon draw: waiting for its round, then drawing
  commitmentSealedBeacon:
    '{count, plural, one {Sealed: the list, the title, the time, {wanted} winner and the drand round that decides it.} other {Sealed: the list, the title, the time, {wanted} winners and the drand round that decides them.}}',
  announcementHelpBeacon:
    'Share it before the draw time: everyone sees the list, the number of winners, the draw time and the round, and can check the winners themselves once the round is out.',
  drawTimeSealed: 'Winners decided at {time}',
  drandRound: 'drand round {round}',
  countdown: '{days, plural, =0 {{clock} left} one {# day and {clock} left} other {# days and {clock} left}}',
  waitingForRound: 'Spinning waits until the round is out and its signature is verified.',
  roundFetching: 'The draw time has come: fetching drand round {round} and checking its signature...',
  roundVerified: 'drand round {round} received and its signature verified: each spin now lands on the next winner.',
  roundUnreachable:
    'drand round {round} could not be fetched: none of drand’s relays answered with a valid signature. Nothing else is used as randomness: the list stays locked until the round arrives, or you can cancel the draw.',
  tryAgain: 'Try again',
  everyWinnerDrawnBeacon: 'Every winner is drawn: finish the draw to get its verification link.',
  drawFinishedBeacon:
    '{count, plural, one {Draw finished with {drawn} winner. Publish this link where you published the announcement: anyone can check the round’s signature and the winner.} other {Draw finished with {drawn} winners. Publish this link where you published the announcement: anyone can check the round’s signature and the winners.}}',

  // Asking before a draw is cancelled
  cancelTitle: 'Cancel this draw?',
  cancelText:
    '{count, plural, =0 {The draw ends without a result. It is kept as a cancelled record, and its link shows anyone who checks it that this draw was cancelled.} one {The draw ends without a result. It is kept as a cancelled record, with the one winner drawn so far, and its link shows anyone who checks it that this draw was cancelled.} other {The draw ends without a result. It is kept as a cancelled record, with the {drawn} winners drawn so far, and its link shows anyone who checks it that this draw was cancelled.}}',
  keepDrawing: 'Keep drawing',
  cancelTheDraw: 'Cancel the draw',

  // The draw that just ended
  drawFinished:
    '{count, plural, one {Draw finished with {drawn} winner. The server seed is now revealed: publish this link where you published the commitment, so anyone can check the draw.} other {Draw finished with {drawn} winners. The server seed is now revealed: publish this link where you published the commitment, so anyone can check the draw.}}',
  drawCancelled:
    '{count, plural, one {Draw cancelled after {drawn} of {wanted} winner. It is kept as a cancelled record: publish this link where you published the announcement, so your audience can see the draw ended without a result.} other {Draw cancelled after {drawn} of {wanted} winners. It is kept as a cancelled record: publish this link where you published the announcement, so your audience can see the draw ended without a result.}}',
  verificationLinkLabel: 'Verification link',
  cancelledLinkLabel: 'Cancelled draw link',
  copyVerificationLink: 'Copy verification link',
  copyCancelledLink: 'Copy cancelled draw link',
  downloadRecord: 'Download draw record',

  // Past draws
  pastDraws: 'Past draws',
  untitledDraw: 'Untitled draw',
  pastFinished: '{count, plural, one {Finished {when}, {drawn} winner} other {Finished {when}, {drawn} winners}}',
  pastCancelled: '{count, plural, one {Cancelled {when}, {drawn} winner} other {Cancelled {when}, {drawn} winners}}',
  check: 'Check',
  checkPastDraw: 'Check {title}',
  remove: 'Remove',
  removePastDraw: 'Remove {title} ({draw})',

  // Toasts
  linkNotMadeTitle: 'Link not made',
  linkNotMade: 'This browser could not pack the link. Download the record instead.',
  verificationLinkNotMade: 'This browser could not pack the verification link. Download the record instead.',
  drawChangedTitle: 'Draw changed',
  drawChanged: 'The draw moved on in another tab; this spin was not added to it.',

  // The entry list during a draw
  listLocked: 'The list is locked while a checkable draw is under way. Finish or cancel the draw in the Spin tab to edit it.',

  // A list with pictures
  picturesNotInRecord: 'Pictures are not part of the draw’s record: it commits to the entries’ texts only.',
};
