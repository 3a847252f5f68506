// The tag pairs of a game record (the engine's PGN, docs/formats.md, "Game
// records"): read them, and fill the ones the engine leaves as "?" (the
// players' names, the date) so that a downloaded game says who played it
// and when. The engine reads records whatever these tags say.

const TAG = /^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/;

function unescape(value) {
  return value.replace(/\\(["\\])/g, '$1');
}

function escape(value) {
  return String(value).replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n\]]/g, ' ');
}

/** The record's tags as { name: value }, without the "?" ones. */
export function readTags(record) {
  const tags = {};
  for (const line of String(record).split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const m = TAG.exec(trimmed);
    if (!m) break;
    const value = unescape(m[2]);
    if (value !== '?' && value !== '????.??.??') tags[m[1]] = value;
  }
  return tags;
}

/**
 * The record with these tags set (a value of null leaves the tag as it
 * is): an existing tag pair is rewritten in place, a missing one is added
 * after the last tag. Values are escaped as PGN requires.
 */
export function withTags(record, values) {
  const lines = String(record).split('\n');
  const todo = new Map(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    const m = TAG.exec(lines[i].trim());
    if (!m) {
      if (lines[i].trim() === '') continue;
      break;
    }
    last = i;
    if (todo.has(m[1])) {
      lines[i] = `[${m[1]} "${escape(todo.get(m[1]))}"]`;
      todo.delete(m[1]);
    }
  }
  const added = [...todo].map(([name, value]) => `[${name} "${escape(value)}"]`);
  lines.splice(last + 1, 0, ...added);
  return lines.join('\n');
}

/** Today's date as a PGN Date tag writes it: 2025.06.30. */
export function today(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}
