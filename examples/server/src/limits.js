// SPDX-License-Identifier: MIT
// What a client may ask of the server, and the checks on each message field.

export const DEFAULT_LIMITS = Object.freeze({
  maxMessage: 4096, // bytes in one WebSocket message (larger: closed with 1009)
  maxConnections: 5000,
  maxGamesPerConnection: 8, // seats one connection holds at once
  maxTables: 20000,
  maxWatchers: 64, // spectators of one table
  maxBuffered: 1 << 20, // bytes waiting to be sent to one connection (more: cut off)
  idleMs: 10 * 60 * 1000, // a connection silent this long is closed (4000)
  graceMs: 60 * 1000, // a player may be away this long before losing on time
  keepFinishedMs: 24 * 60 * 60 * 1000, // a finished game can be resumed this long (its final state)
  maxFinished: 20000, // finished games kept for resuming (the oldest go first)
});

// A request the server refuses: sent back as {type: "error", error: code}.
export class RequestError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

export function text(msg, field, { max = 64, optional = false, fallback = undefined } = {}) {
  const value = msg[field];
  if (value === undefined || value === null) {
    if (optional) return fallback;
    throw new RequestError('bad-message', `"${field}" is missing`);
  }
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw new RequestError('bad-message', `"${field}" must be a string of 1 to ${max} characters`);
  }
  return value;
}

// A player's name as tags and screens show it: printable, at most 40 characters.
export function playerName(msg) {
  const name = text(msg, 'name', { max: 40, optional: true, fallback: 'anonymous' });
  if (/[\u0000-\u001f\u007f"\\]/.test(name)) throw new RequestError('bad-message', 'a name has no control characters, quotes or backslashes');
  return name;
}

export function requestId(msg) {
  const id = msg.id;
  if ((typeof id === 'string' && id.length <= 64) || Number.isSafeInteger(id)) return id;
  return undefined;
}
