/** Names joined for a sentence: "a", "a and b", "a, b and c". */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Why chosen or dropped files were not read (the picker accepts images only): without it a PDF or a
 * document chosen by mistake was dropped without a word.
 */
export function photoRejectionMessage(rejections: readonly { file: { name: string } }[]): string | null {
  const names = rejections.map((r) => r.file.name);
  if (names.length === 0) return null;
  const subject = names.length === 1 ? `${names[0]} is not a photo` : `${joinNames(names)} are not photos`;
  return `${subject}, so ${names.length === 1 ? 'it was' : 'they were'} not read. Choose a picture of the data plate (JPEG or PNG, as a camera or phone takes it).`;
}
