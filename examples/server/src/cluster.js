// SPDX-License-Identifier: MIT
// Several nodes on one database (PostgreSQL backend): a request about a
// game this node does not hold goes to the node that does, over a WebSocket
// this node opens to it on the client's behalf (one per client and owner);
// everything the owner sends back on it is relayed to the client as it is,
// so the owner referees, journals and broadcasts exactly as for its own
// clients. A game whose owner's lease ran out (a node killed, or cut off)
// is claimed by the node asked about it, with a new epoch, and replayed
// from the database; the other nodes take over the rest within a lease.
// When the owner's connection drops, the client's is closed (1012): it
// reconnects to any node and resumes, as after a restart.
// A finished game's rematch is agreed by the node that held the game when
// it ended (its owner in the database): the players' connections and their
// rematch flags are in that node's memory, so a `rematch` asked on another
// node goes there like a live game's request. Once that node is gone (its
// lease ran out), the rematch is refused: nothing of it was journaled.

const OPEN = 1;
const GAME_ID = /^[\w-]{1,32}$/; // as the server makes them (base64url)
// The requests about one game (msg.game), which the game's owner answers.
const GAME_REQUESTS = new Set([
  'join', 'watch', 'unwatch', 'resume', 'move', 'resign', 'offer-draw', 'accept-draw', 'decline-draw',
  'claim-draw', 'takeback', 'accept-takeback', 'decline-takeback', 'leave', 'rematch',
]);

export class Router {
  // storage: a PgStorage; ws: the ws package; held(id): whether this node
  // holds game id; adopt(records): replays and holds claimed games;
  // finished(conn, final, token, id): answers a resume of a finished game;
  // rematchable(id): whether this node decides finished game id's rematch;
  // send(conn, text); log.
  constructor({ storage, ws, held, adopt, finished, rematchable, send, log }) {
    Object.assign(this, { storage, ws, held, adopt, finished, rematchable, send, log });
    this.forwarded = 0;
  }

  // Whether `msg` is about a game held elsewhere (or by nobody yet).
  wants(msg) {
    if (!GAME_REQUESTS.has(msg.type) || typeof msg.game !== 'string' || !GAME_ID.test(msg.game)) return false;
    return msg.type === 'rematch' ? !this.rematchable(msg.game) : !this.held(msg.game);
  }

  // Sends `raw` (the message `msg` as received) where its game is held;
  // resolves to 'local' when this node holds it now (claimed): the caller
  // handles it then; 'rematch-gone' when the node that held a finished
  // game (and its rematch) is gone.
  async route(conn, msg, raw) {
    const deadline = Date.now() + this.storage.leaseMs + 2000;
    for (;;) {
      const owner = await this.storage.ownerOf(msg.game);
      if (msg.type === 'rematch') {
        if (owner === null) return 'unknown';
        // Held here (its rematch state since forgotten, or this node
        // restarted), or live and held by nobody: answered here, as by a
        // single server. Held by another node that runs: sent there.
        if (owner.owner === this.storage.node) return 'local';
        if (owner.status === 'live' && !owner.valid) return 'local';
        if (!owner.valid || !owner.url) return 'rematch-gone';
      } else if (owner === null || owner.status !== 'live') {
        // Over: its final state, while --keep-finished lasts.
        if (msg.type === 'resume' && owner?.final) return this.finished(conn, owner.final, msg.token, msg.id);
        return 'unknown';
      }
      if (!owner.valid || owner.owner === this.storage.node) {
        const records = await this.storage.claim({ id: msg.game, own: true });
        if (records.length > 0) {
          this.adopt(records);
          this.log(`cluster: game ${msg.game} taken over (its node's lease had run out)`);
        }
        if (this.held(msg.game)) return 'local';
        if (records.length > 0) return 'unknown'; // it had ended: nothing to hold
      } else if (owner.url) {
        try {
          const link = await this.#link(conn, owner.owner, owner.url);
          link.send(raw);
          this.forwarded++;
          return 'forwarded';
        } catch {
          // The owner does not answer: its lease runs out soon.
        }
      }
      if (Date.now() > deadline) return 'unavailable';
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  // The connection to node `node` carrying `conn`'s requests.
  #link(conn, node, url) {
    conn.links ??= new Map();
    let link = conn.links.get(node);
    if (!link) {
      link = new Promise((resolve, reject) => {
        const socket = new this.ws.WebSocket(url, { perMessageDeflate: false });
        socket.once('open', () => resolve(socket));
        socket.once('error', (error) => {
          conn.links.delete(node);
          reject(error);
        });
        socket.on('message', (data) => this.send(conn, String(data)));
        socket.on('close', () => {
          if (conn.links.get(node) !== link) return;
          conn.links.delete(node);
          // The owner is gone (or cut this link): the client starts again.
          if (conn.ws.readyState === OPEN) conn.ws.close(1012, 'the node of a game went away: reconnect and resume');
        });
      });
      conn.links.set(node, link);
    }
    return link;
  }

  // `conn` closed: so do its links.
  closed(conn) {
    if (!conn.links) return;
    const links = [...conn.links.values()];
    conn.links.clear();
    for (const link of links) link.then((socket) => socket.close(), () => {});
  }
}
