/** /verify: reading a draw record or link and reporting what checks out. */
export const verify = {
  // The checker's form.
  recordLabel: 'Draw record',
  recordHint: "Paste a verification link, an announcement link or the record's JSON. Nothing you paste leaves this page.",
  checkButton: 'Check record',
  openRecordFile: 'Open a record file (.json)',

  // The verdict, read out when it arrives. {drawn} and {winners} are written without thousands separators.
  checking: 'Checking…',
  verdictVerified: 'Verified',
  verdictNotVerified: 'Not verified: the check "{check}" failed. {detail}',
  verdictAnnounced: 'Announced, not yet drawn',
  verdictCancelled:
    'Cancelled: the host stopped this draw after {drawn, plural, one {{drawn} winner} other {{drawn} winners}} of {sealed}. Its commitment and the winners drawn so far are genuine, but it has no result.',
  verdictBrokeDown: 'Not verified: this browser could not finish the checks ({error}).',

  // Notes above the checks.
  announcementNoteTitle: 'What to do before the draw',
  announcementNoteIntro:
    'This is an announcement: the host has sealed the list, the number of winners and the time, and published the commitment. Nothing has been drawn yet, and until the public seed is known nobody can work out the winners, not even the host.',
  announcementStepSeedTitle: "Agree a public seed from outside the host's control.",
  announcementStepSeed:
    'After this announcement was published, the audience picks a piece of text nobody could have known before it and the host cannot choose or change: a word a viewer types in the chat, or the next official lottery numbers. The host enters it before the first spin; the winners follow from it and the sealed server seed.',
  announcementStepKeepTitle: 'Keep this link to check later.',
  announcementStepKeep:
    "When the draw is finished, open the host's verification link on this page. It must show the same list, number of winners, time and commitment as this announcement, and the public seed you agreed.",
  /** {checkYouAreIn} is announcementStepFindTitle, in bold; "Find an entrant" is findLabel. */
  announcementStepFind: '{checkYouAreIn} with Find an entrant below.',
  announcementStepFindTitle: 'Check that you are in the list',
  copyAnnouncementLink: 'Copy announcement link',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedLink: 'Link',
  cancelledNoteTitle: 'This draw was cancelled',
  cancelledNote:
    'The host stopped this draw after {drawn, plural, one {# winner} other {# winners}} of {sealed}, so it has no result. The checks below show whether its commitment and the winners drawn before it stopped are genuine. A cancelled draw keeps its record, so a host who cancels and starts again leaves a trace: if a draw of the same list followed this one, ask the host why.',
  olderAlgorithmNoteTitle: 'An older algorithm',
  olderAlgorithmNote:
    'This record uses the older algorithm, {v1}. Its commitment covered the server seed and the list only: it did not commit to the title, the time or the number of winners, so those could have been changed after the commitment was published. Its public seed was used exactly as typed. Draws made now use {v2}, which commits to all of these.',
  tooLargeNoteTitle: 'Too large to open',
  tooLargeNote:
    'This input holds more than a draw of {maxEntries} entries can, so the page stopped reading it and shows nothing from it. A link like this is not a SpinFair draw; ask the host for the record file instead.',

  // The checks, each with its outcome.
  checksHeading: 'Checks',
  checkOutcome: '{check}: {outcome}',
  outcomePassed: 'Passed',
  outcomeFailed: 'Failed',
  outcomeNotChecked: 'Not checked',
  checkRecordLabel: 'The record is readable and follows {v3}, {v2} or {v1}',
  checkCommitmentLabel: 'Everything committed matches the commitment',
  checkWinnersLabel: 'The winners follow from the seeds',

  // What each check found. Counts, positions and winner numbers here are written without thousands
  // separators; quoted texts are the record's own, cut to 80 characters.
  announcementRead:
    'An announcement: {entries, plural, one {{entries} entry} other {{entries} entries}}, {winners, plural, one {{winners} winner} other {{winners} winners}} to draw.',
  announcementReadTitled:
    'An announcement of "{title}": {entries, plural, one {{entries} entry} other {{entries} entries}}, {winners, plural, one {{winners} winner} other {{winners} winners}} to draw.',
  recordRead:
    'A complete record: {entries, plural, one {{entries} entry} other {{entries} entries}}, {winners, plural, one {{winners} winner} other {{winners} winners}}.',
  recordReadTitled:
    'A complete record of "{title}": {entries, plural, one {{entries} entry} other {{entries} entries}}, {winners, plural, one {{winners} winner} other {{winners} winners}}.',
  cancelledRecordRead:
    'A cancelled record: {entries, plural, one {{entries} entry} other {{entries} entries}}, {winners, plural, one {{winners} winner} other {{winners} winners}}.',
  cancelledRecordReadTitled:
    'A cancelled record of "{title}": {entries, plural, one {{entries} entry} other {{entries} entries}}, {winners, plural, one {{winners} winner} other {{winners} winners}}.',
  notCheckedUnread: 'Not checked: the record could not be read.',
  notCheckedYet: 'Checked once the draw is finished and the host reveals the server seed.',
  commitmentMatchesV1: 'SHA-256 of the server seed and the {entries, plural, one {single entry} other {{entries} entries}} gives the published commitment.',
  commitmentMatchesV2:
    'SHA-256 of the server seed, the time, the number of winners, the title and the {entries, plural, one {single entry} other {{entries} entries}} gives the published commitment.',
  /** {recomputed} and {commitment} are the first 12 hexadecimal digits of each, then "…". */
  commitmentDiffersV1:
    'SHA-256 of the server seed and the {entries, plural, one {single entry} other {{entries} entries}} gives {recomputed}, but the commitment is {commitment}: something committed is not what the host committed to.',
  commitmentDiffersV2:
    'SHA-256 of the server seed, the time, the number of winners, the title and the {entries, plural, one {single entry} other {{entries} entries}} gives {recomputed}, but the commitment is {commitment}: something committed is not what the host committed to.',
  winnersOverEntriesCheck:
    'The record lists {winners, plural, one {{winners} winner} other {{winners} winners}}, but a draw without replacement from {entries, plural, one {{entries} entry has at most {entries}} other {{entries} entries has at most {entries}}}.',
  positionOutOfRange: "Winner {winner} has position {position}, but the list's positions run from 0 to {last}.",
  wrongWinner:
    'Winner {winner} should be position {expectedPosition} ("{expectedText}"), but the record says position {claimedPosition} ("{claimedText}").',
  wrongText: 'Winner {winner} is at position {position}, whose text is "{expectedText}", but the record says "{claimedText}".',
  winnersCountDiffers:
    'The draw was sealed for {sealed, plural, one {{sealed} winner} other {{sealed} winners}}, but the finished record has {winners}.',
  noWinners: 'The record has no winners, so there is nothing to recompute.',
  winnersMatch:
    'Recomputed from the server seed and the public seed, {winners, plural, one {the winner is the same} other {all {winners} winners are the same, in the same order}}.',
  // Version 3: the beacon round, its signature and the winners it decides.
  checkRoundLabel:
    "The beacon round is published after the seal",
  checkSignatureLabel:
    "The round's signature is drand quicknet's",
  notCheckedUntilRound:
    "Checked once the beacon round is published and the draw is finished.",
  commitmentMatchesV3:
    "SHA-256 of the time, the number of winners, the beacon chain and round, the title and the {entries, plural, one {single entry} other {{entries} entries}} gives the published commitment.",
  commitmentDiffersV3:
    "SHA-256 of the time, the number of winners, the beacon chain and round, the title and the {entries, plural, one {single entry} other {{entries} entries}} gives {recomputed}, but the commitment is {commitment}: something committed is not what the host committed to.",
  roundAfterCommit:
    "Round {round} was published {seconds, plural, one {{seconds} second} other {{seconds} seconds}} after the commitment, so no one could know its randomness when the draw was sealed.",
  roundTooSoon:
    "Round {round} was published {seconds, plural, one {{seconds} second} other {{seconds} seconds}} after the commitment, less than the 30 seconds a draw needs: its randomness may have been known when the draw was sealed.",
  signatureVerifies:
    "The signature of round {round} verifies against drand quicknet's public key.",
  signatureForged:
    "The signature does not verify for round {round} against drand quicknet's public key: it is not the beacon's.",
  signatureNotOut:
    "The draw was cancelled before round {round} was published: there is no signature to check.",
  beaconWinnersMatch:
    "Recomputed from the round's randomness (SHA-256 of its signature) and the commitment, {winners, plural, one {the winner is the same} other {all {winners} winners are the same, in the same order}}.",
  beaconProblem:
    "\"beacon\" {problem, select, notObject {is missing or is not an object} otherChain {names another chain than drand quicknet} notRound {has no round number (a whole number from 1)} notSignature {has a signature that is not 96 lower-case hexadecimal digits} other {has no signature, which a finished draw and any drawn winner need}}.",
  noCrypto: "This browser could not compute SHA-256 or HMAC here ({error}). Try a current browser on the site's https address.",

  // Why the input could not be read: the pasted text or the link.
  nothingToCheck: 'There is nothing to check: give a draw record or a verification link.',
  notRecordOrLink: 'The text is neither a draw record (JSON) nor a verification link (an address with "#r=").',
  tooLarge:
    '{source, select, verification {The verification link is too large: it unpacks to more than a draw record of {maxEntries} entries can hold, so it was not opened.} announcement {The announcement link is too large: it unpacks to more than a draw record of {maxEntries} entries can hold, so it was not opened.} other {The text is too large: it unpacks to more than a draw record of {maxEntries} entries can hold, so it was not opened.}}',
  notJson:
    '{source, select, verification {The record inside the verification link is not valid JSON: it may be cut short or edited by hand.} announcement {The record inside the announcement link is not valid JSON: it may be cut short or edited by hand.} other {The draw record is not valid JSON: it may be cut short or edited by hand.}}',
  linkEmpty: '{link, select, announcement {The announcement link has nothing after "#a=".} other {The verification link has nothing after "#r=".}}',
  linkDamaged:
    '{link, select, announcement {The announcement link is damaged: after "#a=" it has characters or a length a link never has.} other {The verification link is damaged: after "#r=" it has characters or a length a link never has.}}',
  linkIncomplete:
    '{link, select, announcement {The announcement link is incomplete or damaged: its contents could not be unpacked. Copy the whole link again.} other {The verification link is incomplete or damaged: its contents could not be unpacked. Copy the whole link again.}}',
  linkNotUtf8: '{link, select, announcement {The announcement link does not hold UTF-8 text.} other {The verification link does not hold UTF-8 text.}}',

  // Why the record is not one a draw makes. {field} is the record's own field name, kept as it is;
  // entry and winner numbers count from 1 and are written without thousands separators.
  notObject: 'The record is not a JSON object.',
  noAlgorithm: 'The record does not name its algorithm.',
  unknownAlgorithm: 'The record names the algorithm "{algorithm}"; this page checks {v3}, {v2} and {v1}.',
  unknownAlgorithmNotText: 'The record names the algorithm a value that is not text; this page checks {v3}, {v2} and {v1}.',
  notText:
    "{part, select, entry {Entry {number} is missing or is not text.} winnerText {Winner {number}'s text is missing or is not text.} other {\"{field}\" is missing or is not text.}}",
  brokenCharacter:
    "{part, select, entry {Entry {number} contains a broken character (an unpaired UTF-16 surrogate).} winnerText {Winner {number}'s text contains a broken character (an unpaired UTF-16 surrogate).} other {\"{field}\" contains a broken character (an unpaired UTF-16 surrogate).}}",
  notHex64: '"{field}" must be 64 lower-case hexadecimal digits.',
  notDateTime: '"{field}" is not an ISO 8601 date and time.',
  notExactTime: '"{field}" must be a UTC time written exactly as YYYY-MM-DDTHH:MM:SS.sssZ.',
  entriesNotList: '"entries" is missing or is not a list.',
  entriesEmpty: '"entries" is empty: a draw needs at least one entry.',
  tooManyEntries: 'The draw is too large: it has over {maxEntries} entries.',
  entryLineBreak: "Entry {entry} contains a line break, which a draw's entries never do.",
  /** {codePoint} is written as Unicode writes it, e.g. U+0007. */
  entryBreaksRules:
    "Entry {entry} breaks the draw's text rules: {problem, select, empty {it is empty or only spaces} lineBreak {it contains a line break} lineSeparator {it contains a line separator (U+2028), which works as a line break} paragraphSeparator {it contains a paragraph separator (U+2029), which works as a line break} tab {it contains a tab} loneSurrogate {it contains a broken character (a lone surrogate)} control {it contains the invisible control character {codePoint}} other {it is not in Unicode normal form NFC}}.",
  titleBreaksRules:
    "The title breaks the draw's text rules: {problem, select, tooLong {it is longer than {max} characters} lineBreak {it contains a line break} lineSeparator {it contains a line separator (U+2028), which works as a line break} paragraphSeparator {it contains a paragraph separator (U+2029), which works as a line break} tab {it contains a tab} loneSurrogate {it contains a broken character (a lone surrogate)} control {it contains the invisible control character {codePoint}} other {it is not in Unicode normal form NFC}}.",
  winnersNotList: '"winners" is missing or is not a list.',
  winnersOverEntries: 'The record lists {winners, plural, one {{winners} winner} other {{winners} winners}}, but a draw from {entries, plural, one {{entries} entry has at most {entries}} other {{entries} entries has at most {entries}}}.',
  winnerNotObject: 'Winner {winner} is not an object with a position and a text.',
  winnerPosition: "Winner {winner}'s position is not a whole number of 0 or more.",
  extraField: 'The record has a field "{field}" that its version does not have.',
  winnersCountRange: '"winnersCount" must be a whole number from 1 to the number of entries ({entries}).',
  publicSeedNotCanonical:
    '"publicSeed" is not in its canonical form (no invisible characters, single spaces, at most {max} characters), so it is not what a draw uses.',
  winnersOverSealed: 'The record lists {winners, plural, one {{winners} winner} other {{winners} winners}}, but the draw was sealed for {sealed}.',
  notOneEnd: 'A version 2 record has exactly one of "finishedAt" and "cancelledAt".',
  endBeforeCommitted: '"{field}" is before "committedAt": a draw cannot end before it was committed.',

  // The draw as read: title, details, winners.
  untitledDraw: 'Untitled draw',
  detailAlgorithm: 'Algorithm',
  detailCommitted: 'Committed',
  detailFinished: 'Finished',
  detailCancelled: 'Cancelled',
  detailEntries: 'Entries',
  detailWinners: 'Winners',
  winnersDrawnOfSealed: '{drawn} drawn of {sealed} sealed',
  detailWinnersToDraw: 'Winners to draw',
  detailCommitment: 'Commitment',
  detailServerSeed: 'Server seed',
  serverSeedSecret: 'Secret until the draw is finished',
  detailPublicSeed: 'Public seed',
  publicSeedNone: '(none)',
  publicSeedNotChosen: 'Not chosen yet',
  noWinnerDrawn: 'No winner was drawn.',
  winnersInOrder: 'Winners in the order they were drawn',
  winnersBeforeCancelled: 'Winners drawn before the draw was cancelled',
  /** After the winner's text; {position} is written without thousands separators. */
  winnerAt: '(position {position})',
  moreWinnersShown: 'and {count, plural, one {# more winner} other {# more winners}}, each marked in the list below.',
  moreWinnersPrinted: 'and {count, plural, one {# more winner} other {# more winners}}, in the record.',
  copyVerificationLink: 'Copy verification link',
  downloadRecord: 'Download record',
  print: 'Print',

  // On paper only: the link as a QR code.
  qrCodeLabel: '{link, select, announcement {QR code of the announcement link} other {QR code of the verification link}}',
  qrCodeScan: '{link, select, announcement {Scan to open the announcement link and check the draw yourself:} other {Scan to open the verification link and check the draw yourself:}}',
  qrCodeTooLong:
    '{link, select, announcement {The announcement link is too long for a QR code ({length} characters; a phone reads up to {max}). Keep the record file or the link itself, and check it on this page.} other {The verification link is too long for a QR code ({length} characters; a phone reads up to {max}). Keep the record file or the link itself, and check it on this page.}}',
  qrCodeNoLink: 'No link could be made from this input.',

  // Find an entrant. {query} is what the visitor typed; positions and winner numbers are written without
  // thousands separators.
  findLabel: 'Find an entrant',
  findHint: 'Type a name as it was entered to see whether it is in the list and whether it won.',
  findHintAnnounced: 'Type a name as it was entered to see whether it is in the list.',
  foundExactly: '“{query}” is in this draw, exactly as typed, at {count, plural, =1 {one place} other {# places}}.',
  foundLooseToo:
    '{count, plural, one {# other entry differs from it only in capitals or spacing.} other {# other entries differ from it only in capitals or spacing.}}',
  foundLoosely: '“{query}” is not in this draw exactly as typed. Ignoring capitals and spacing, it matches {count, plural, =1 {one place} other {# places}}:',
  foundLooselyAdvice: 'The draw compares texts exactly, so check which spelling is yours.',
  notFound: '“{query}” is not in this draw, not even ignoring capitals and spacing.',
  /** {standing} is one of the four below. */
  matchAt: 'Position {position}: {text} ({standing})',
  matchWon: 'won: winner {winner}',
  matchWonBeforeCancelled: 'won as winner {winner} before the draw was cancelled',
  matchNotDrawnYet: 'not drawn yet',
  matchDidNotWin: 'did not win',
  moreMatches: '{count, plural, one {and # more place with the same text.} other {and # more places with the same text.}}',

  // The list of entries.
  longListNote: 'A long list shows one line per entry; a longer text is cut short here. Find an entrant above to see an entry in full.',
  listCaption: 'The list: {entries, plural, one {# entry} other {# entries}}, {winners, plural, one {# winner} other {# winners}}',
  listCaptionAnnounced: 'The list: {entries, plural, one {# entry} other {# entries}}, {winners, plural, one {# winner} other {# winners}} to draw',
  columnPosition: 'Position',
  columnEntry: 'Entry',
  columnWon: 'Won',
  /** {winner} is written without thousands separators. */
  wonAs: 'Winner {winner}',

  // How a checkable draw works. Names in braces are filled with code, kept as it is, or with the
  // terms below in italics.
  howItWorksHeading: 'How a checkable draw works',
  howItWorksIntro:
    'A checkable draw lets everyone watching a giveaway check afterwards how the winners were chosen. It rests on a promise made in public before the first spin, and on a few lines of arithmetic that anyone can repeat. In version 3, the default, the host has nothing left to steer; version 2 is only as fair as its public seed.',
  termServerSeed: 'server seed',
  termCommitment: 'commitment',
  termAnnouncementLink: 'announcement link',
  termVerificationLink: 'verification link',
  stepSealTitle: 'The host seals the draw.',
  stepSeal:
    "The list is locked, and the host's browser makes a secret {serverSeed} of 32 random bytes. It then computes the {commitment}: a SHA-256 fingerprint of the server seed, the time, the number of winners, the title and the list. The fingerprint gives nothing away about the seed, yet nobody can find another seed, list or number of winners with the same fingerprint.",
  stepAnnounceTitle: 'The host announces it.',
  stepAnnounce:
    'Before the first spin the host publishes the commitment, or an {announcementLink} that opens this page with the list, the number of winners, the time and the commitment, so entrants can check they are in.',
  stepPublicSeedTitle: 'The audience adds a public seed.',
  stepPublicSeed:
    "After the announcement, the audience supplies a piece of text the host could not have known in advance and cannot choose: a word from the chat, tonight's lottery numbers. It stops a host from trying seed after seed in private until one favours a friend.",
  stepWinnersTitle: 'Each winner follows from the two seeds.',
  stepWinners:
    "The server seed is the key of an HMAC over the public seed and the winner's number; the result picks one of the entries still in the running, with exactly equal chances. The wheel then lands on that entry.",
  stepRevealTitle: 'The host reveals the seed.',
  stepReveal:
    'When the draw is finished (or cancelled), the record with the list, both seeds, the winners and the times is shared as a file or a {verificationLink}. This page redoes the commitment and the winners from it. The part of an address after {hash} is never sent to a server, so the check happens inside your browser.',

  // The algorithm in full.
  algorithmHeading: 'The algorithm in full',
  algorithmIntro:
    'This section is enough to write your own checker. Throughout, text becomes bytes as UTF-8; hexadecimal is lower case; {lf} is the single line-feed character U+000A; positions, {k} and {c} count from 0; and numbers are written in decimal with no sign, no leading zeros and no separators. Draws made now use {v2}; the older {v1} is described after it.',
  textsHeading: 'Texts',
  textsRules:
    "The title (0 to {maxTitle} code points) and every entry are in Unicode normal form NFC and contain no code point of General Category Cc, Cs, Zl or Zp: no control characters (so no line breaks or tabs), no lone surrogates, no line or paragraph separators (U+2028, U+2029). Since no committed text holds a line feed, the commitment's lines split back into exactly its parts.",
  textsEntries: 'An entry is never empty or made only of White_Space. Entries may repeat; a winner is named by its position, not its text.',
  textsOrder: 'Entries keep the order of the wheel. The checks compare texts exactly, code point for code point, with no change of case.',
  serverSeedHeading: 'The server seed and the time',
  serverSeedText:
    'The server seed is 32 random bytes written as 64 hexadecimal digits, most significant digit of each byte first. {committedAt} is the time of sealing in UTC, written exactly as {format} (24 characters, always three digits of milliseconds, always {z}). {finishedAt} and {cancelledAt} have the same form and are not before {committedAt}.',
  commitmentHeading: 'The commitment',
  commitmentIntro:
    'Join these lines with LF (no LF after the last one), encode the text as UTF-8, and take SHA-256. The commitment is the 32-byte digest in hexadecimal:',
  commitmentLinesLabel: 'The lines of the version 2 commitment',
  /** A code block: one line each; {algorithm} is the algorithm's name. */
  commitmentLines: `{algorithm}
<serverSeed: 64 hex digits>
<committedAt: e.g. 2026-11-23T10:00:00.000Z>
<winnersCount: e.g. 3>
<title: an empty line when there is none>
<entry at position 0>
<entry at position 1>
…
<last entry>`,
  commitmentAfter:
    'The server seed appears as its 64 hexadecimal characters here. The commitment therefore fixes the seed, the time, the number of winners, the title and every entry in order.',
  publicSeedHeading: "The public seed's canonical form",
  publicSeedIntro:
    "Many different strings look like the same word. So that a host cannot pick among invisible or spacing variants of the audience's word, the draw uses the public seed only in one canonical form, made by these steps:",
  publicSeedStepNfkc: 'Apply Unicode normalisation NFKC.',
  /** {codePoints} is a list such as "U+0009–U+000D, U+0020". */
  publicSeedStepSpaces:
    'Replace every White_Space code point with a space (U+0020). They are: {codePoints}. This comes before the next step, so a tab or a line break becomes a space rather than vanishing.',
  publicSeedStepRemove:
    'Remove every Default_Ignorable code point ({codePoints}) and every code point of General Category C (controls, format characters, surrogates, private use and unassigned code points).',
  publicSeedStepRuns: 'Replace each run of spaces with one space, and remove a space at the start and at the end.',
  publicSeedStepRepeat:
    'If the text changed, start again from step 1 with the result; stop when a round leaves it unchanged. (Removing a character can join two that NFKC then combines, so one round is not always enough.)',
  publicSeedAfter:
    'The canonical seed has at most {max} code points and may be empty. The record holds the canonical form; a checker confirms the steps leave it unchanged. What counts as unassigned depends on the Unicode version of your software, so a seed made of everyday letters, digits and punctuation checks the same everywhere.',
  winnersHeading: 'Drawing the winners',
  winnersIntro:
    "Winners are drawn without replacement, one after another, until there are {winnersCount} of them. The HMAC key is the 32 bytes the server seed's hexadecimal digits stand for, not the 64 characters of its text. The first four bytes of each HMAC are read as one unsigned 32-bit number, most significant byte first (big-endian).",
  winnerStepsLabel: 'The steps that draw the winners',
  /** A code block of pseudo-code: the words may change, the names and the arithmetic stay. */
  winnerSteps: `remaining = the positions 0 … n−1 of the entries, in list order
for k = 0, 1, …, (number of winners − 1):
  n = the number of positions in remaining
  limit = floor(2^32 / n) × n
  for c = 0, 1, 2, …:
    mac = HMAC-SHA256(key = the 32 bytes of serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    if u < limit:
      winner k = remaining[u mod n]  (its position, and the entry's text)
      remove that position from remaining
      go on to the next k`,
  /** {message} is the example seed followed by "␊1␊0"; {bytes} is its length in UTF-8. */
  winnersCutOff:
    "Values of {u} from {limit} up to {twoTo32} − 1 are thrown away and the next {c} is tried: without that cut-off, {u} mod {n} would favour the first few positions whenever {n} does not divide {twoTo32}. For example, with the public seed {seed}, the message for the second winner's first attempt is the {bytes} bytes of {message}, where ␊ stands for LF.",
  /** An example public seed: a word the audience might give. */
  exampleSeed: 'pineapple',
  recordHeading: 'The record and the announcement',
  recordFields:
    'A record is a JSON object with exactly these fields: {algorithm}, {title}, {entries} (a list of texts), {winnersCount} (a number), {committedAt}, {commitment}, {serverSeed}, {publicSeed} (canonical), {winners} (a list of objects with {position} and {text}, in the order drawn, each text equal to the entry at its position) and one of {finishedAt} or {cancelledAt}. A finished record has exactly {winnersCount} winners; a cancelled one has at most that many. Its shape, with the hexadecimal left out:',
  recordShapeLabel: 'The shape of a version 2 record',
  /** The example record's title and public seed, and what stands for a hexadecimal value in it. */
  exampleTitle: 'Café giveaway',
  exampleRecordSeed: 'pineapple 2026',
  exampleHex: '<64 hex digits>',
  announcementFields:
    'An announcement is the first six fields only, published before the first spin: {algorithm}, {title}, {entries}, {winnersCount}, {committedAt} and {commitment}. The order of the fields and the spacing of the JSON do not matter to the checks.',
  linksHeading: 'The links',
  linksText:
    "A verification link is this page's address followed by {hashR} and the record; an announcement link uses {hashA} and the announcement. Either is packed like this: the JSON as UTF-8 bytes, compressed with raw DEFLATE (RFC 1951: no zlib or gzip header and no checksum), then written in base64url (the alphabet {A}–{Z}, {a}–{z}, {zero}–{nine}, {hyphen} and {underscore}) without {equals} padding. In Node.js this unpacks a link into {file}:",
  unpackLinkLabel: 'A Node.js command that unpacks a link',
  /** In the command, where the reader puts the link. */
  unpackLinkPlaceholder: 'THE LINK',
  linksLimits:
    'This page stops unpacking a link past {maxChars} characters and refuses a list of more than {maxEntries} entries, answering “too large” without showing anything from it: a few kilobytes of DEFLATE can unpack to gigabytes.',
  version1Heading: 'Version 1',
  version1Text:
    'Records made before version 2 name {v1}. Their fields are {algorithm}, {title}, {entries}, {commitment}, {serverSeed}, {publicSeed}, {winners}, {committedAt} and {finishedAt} (any ISO 8601 date and time). The commitment is the hexadecimal SHA-256 of the UTF-8 text {v1}, LF, the server seed, LF, and the entries joined by LF. The public seed is used exactly as it stands, with no canonical form, and the winners follow from the same HMAC steps, as many as the record lists. Version 1 did not commit to the title, the times or the number of winners, so this page verifies such a record and says that it uses the older algorithm.',
  pageChecksHeading: 'The checks on this page',
  pageCheckRecord:
    'The record can be read, names {v2} or {v1}, and has every field in the right form (the text rules, the hexadecimal, the times, the number of winners and the canonical public seed).',
  pageCheckCommitment: 'The commitment recomputed from everything it covers equals the published one.',
  pageCheckWinners: 'The winners recomputed from the two seeds are the same entries, at the same positions, in the same order, and as many as were sealed.',
  pageCheckBeacon:
    "For version 3, two more: the drand round is published at least 30 seconds after the time of sealing, and its signature verifies against drand quicknet's public key; the winners are then recomputed from SHA-256 of that signature. A version 3 record that passes all five is “Verified”, with the round and its time named.",
  pageChecksVerdicts:
    'The verdict is “Verified” only for a finished record that passes all three. A cancelled record that passes them is “Cancelled”: genuine, but without a result. An announcement is “Announced, not yet drawn”, since its commitment can only be checked once the seed is revealed. Anything else is “Not verified”, with the check that failed and why. A pass shows that the winners were fixed by a list and a seed sealed before the draw. It cannot show that the host published only one of several sealed draws, so a commitment is worth most when it is posted where the audience can see it, before the first spin.',

  // The stand-alone checker, whose own code and output stay in English.
  checkYourselfHeading: 'Check it yourself',
  checkYourself:
    "You don't have to trust this page either. Save the draw record as {recordFile}, save the code below as {codeFile} and run {command} with Node.js 18 or newer. It checks all three versions and prints the same verdicts as this page. Versions 1 and 2 need nothing but Node's built-in crypto; the signature of a version 3 draw's beacon round is checked with the @noble/curves library (npm install @noble/curves in the same folder).",
  copyCode: 'Copy code',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedCode: 'Code',
  downloadCode: 'Download {file}',
  referenceLabel: 'Reference implementation, {file}',

  // Version 3 on this page. {publishedAt} and {drawAt} are a date and time in the visitor's format and
  // time zone; {round} is written without thousands separators.
  verdictVerifiedBeacon: 'Verified: the winners were decided by drand round {round}, published {publishedAt}.',
  beaconNoteTitle: 'What no record can prove by itself',
  beaconNote:
    'The winners follow from drand round {round}, published {publishedAt}: nobody, not the host and not this site, could know its value before then. The time of sealing, though, comes from the host\'s own device. Check that the announcement (the host\'s post with the announcement link or the commitment) was public before {publishedAt}. A draw first shown after that moment could have been sealed by someone who already knew its winners.',
  detailBeacon: 'Beacon',
  beaconName: 'drand quicknet (League of Entropy)',
  detailRound: 'Round',
  detailDecidedAt: 'Round published',
  detailSignature: "Round's signature",
  signatureNone: 'None: the draw was cancelled before the round was published.',
  countdownLabel: 'Time left',
  /** {clock} is hours, minutes and seconds as 01:02:03. */
  countdownDays: '{days, plural, one {# day} other {# days}}, {clock}',
  roundIsOut: 'Round {round} is out: the winners are decided.',
  announcementV3NoteTitle: 'What happens next',
  announcementV3Note:
    'The host has sealed the list, the number of winners and drand round {round}, which will be published at {drawAt}. Until then nobody, not even the host, can know the winners; from then on anyone can work them out, here, without waiting for the host. Keep this link, and check that you are in the list with Find an entrant below.',
  /** {relays} is the list of relay addresses, such as "api.drand.sh, api2.drand.sh and drand.cloudflare.com". */
  checkNowIntro:
    "The button below asks drand's public relays ({relays}) for round {round}. Only the round number is sent. Their answer is used only if its signature verifies against drand quicknet's public key, which this page checks in your browser.",
  checkNowButton: 'Check the winners now',
  checkNowFetching: "Asking drand's relays for round {round}…",
  checkNowDone:
    "Round {round} received from {relay}, and its signature verifies against drand quicknet's public key. These are the draw's winners, whether or not the host has finished.",
  checkNowWinnersHeading: 'Winners decided by round {round}',
  checkNowHostMustMatch: "The host's verification link must show these same winners, in this order.",
  checkNowFailed:
    "drand's relays could not be reached, or none of them answered with a signature that verifies. Nothing else is used in its place. Check your connection and try again.",
  checkNowNotYet: "Round {round} is not out yet by drand's clock. Try again in a few seconds.",
  tryAgain: 'Try again',

  // Under a version 2 verdict. {fields} lists the record's times that lie ahead, such as "finishedAt (…)".
  v2CautionTitle: 'Only as fair as its public seed',
  v2Caution:
    'A version 2 draw is only as fair as its public seed. The host knows the server seed, so if the audience did not choose the public seed after the announcement, the host could have chosen it, trying seed after seed until a favourite won, and the record would still pass every check. Ask who chose the seed, and when.',
  v2CautionEmptySeed: "This draw has no public seed at all: its winners follow from the host's server seed alone.",
  v2CautionSoon:
    'This draw ended {seconds, plural, one {# second} other {# seconds}} after it was sealed: too soon for an audience to have chosen a seed.',
  v2CautionFuture: "Its times lie in the future ({fields}): the host's device clock was wrong, or the record was made up.",
  futureTime: '{field}: {at}',

  // How version 3 works, on the page's explainer. {v3} is the algorithm's name, as code.
  v3Heading: 'Version 3: decided by a public beacon',
  v3Intro:
    "Draws made now take their randomness from drand quicknet, a public randomness beacon run by the League of Entropy: independent organisations (universities, companies, foundations) that together publish a new random value every 3 seconds, each one signed by the group. No member can know or choose a value before it is published, and anyone can check a value against the network's public key.",
  v3Steer:
    "When sealing, the host fixes the list, the number of winners and a draw time at least 30 seconds ahead, and with it the first beacon round published at or after that time. The winners are worked out from that round's signature, which nobody can know in advance. There is no secret seed, so neither the host nor this site can steer the result or try again in private.",
  v3Check:
    "What you should check: that the announcement was public before the round's time. A record proves everything else here, in your browser and without the network (the list, the round, its signature, the winners), but it cannot prove when the host first showed it, since the time of sealing comes from the host's device.",
  v3Algorithm:
    'In {v3} the commitment is SHA-256 of the lines {v3}, the time, the number of winners, the chain\'s hash, the round, the title and the entries. The HMAC key is SHA-256 of the round\'s signature, and the message starts with the commitment where version 2 has the public seed. The checker at the end of this page does all of it.',
  v2Heading: 'Version 2: a public seed from the audience',
  v2StepsCaution:
    "The steps above are version 2, kept for draws with no network. It is only as fair as its public seed: if the audience did not choose the seed after the announcement, the host could have, trying seeds in private until a favourite won.",
};
