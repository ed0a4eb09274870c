// SPDX-License-Identifier: MIT
// Online play: the page as a client of the referee server (examples/server),
// when the server serves it (it answers /server.json). The server referees
// every move, keeps the clocks and declares the results; the page keeps a
// copy of the game, replayed from the server's moves, to draw the board,
// enter moves and explain a refusal in the library's words before sending.
// A classic script: it defines the global CheckersOnline, which app.js
// starts with the page's hooks (see start()).
(function (global) {
  'use strict';

  const $ = (id) => document.getElementById(id);
  const CAPITAL = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  const OTHER = { black: 'white', white: 'black' };
  // localStorage: the seats this browser holds, {token: {game, color, at}}
  // (both seats of a table, when two people play on one browser).
  const SEATS = 'checkers.online.seats2';
  const CURRENT = 'checkers.online.current'; // sessionStorage: this tab's {game, token} or {watch}
  const NAME = 'checkers.online.name';

  // The server's clocks, as the create form offers them (any other text the
  // server accepts can be typed into "other").
  const CLOCKS = [
    ['none', 'untimed'],
    ['acf', 'ACF: 5 min a move, 1 min for a lone jump'],
    ['fischer:60+1', '1 min + 1 s'],
    ['fischer:180+2', '3 min + 2 s'],
    ['fischer:300+5', '5 min + 5 s'],
    ['fischer:600+10', '10 min + 10 s'],
    ['fixed:60', '1 min, sudden death'],
    ['fixed:300', '5 min, sudden death'],
    ['fixed:900', '15 min, sudden death'],
  ];
  const DRAWS = [['', "the variant's"], ['wcdf', 'WCDF'], ['bga', 'Board Game Arena'], ['none', 'none']];

  function readJson(storage, key, fallback) {
    try {
      return JSON.parse(storage.getItem(key)) ?? fallback;
    } catch {
      return fallback;
    }
  }

  // Whether this page is served by the referee server: its /server.json.
  async function available() {
    if (!/^https?:$/.test(location.protocol) || typeof WebSocket !== 'function') return false;
    try {
      const answer = await fetch('server.json', { cache: 'no-store' });
      if (!answer.ok) return false;
      const info = await answer.json();
      return info && info.protocol === 1;
    } catch {
      return false;
    }
  }

  // app: {api, state, render, say, refused, setGame(game, startFen, played)}
  // from app.js. Returns the online object app.js consults (see below).
  function start(app) {
    const { api, state } = app;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/`;
    let socket = null;
    let retry = 0;
    let nextId = 1;
    // The id of the last request that asked for a table (create, join,
    // watch, resume, rematch). Only an error answering it is about the table
    // the page waits for: an error answering an earlier request (a leave, a
    // watch or resume given up) may come after the page asked for another.
    let tableRequest = null;
    const online = {
      mode: 'lobby', // lobby | waiting | playing | watching
      game: null, // the table's id
      token: null,
      color: null, // ours, as a player, in the current game
      firstColor: null, // ours in a match's first game
      view: null, // the server's last state or update
      at: 0, // performance.now() when `view` came
      pdn: null, // the finished game's PDN, as stored
      premove: null, // {from, to} entered while the opponent thinks
      lobby: { games: [], playing: [] },
      begin: null, // the pieces at the start: {variant, start, black, white}
      connected: false,
    };
    app.state.online = online;

    // ----------------------------------------------------------- the socket

    function connect() {
      socket = new WebSocket(url);
      socket.onopen = () => {
        retry = 0;
        online.connected = true;
        send({ type: 'list', subscribe: true });
        // Back to where this tab was: its seat, or the game it watched.
        const current = readJson(sessionStorage, CURRENT, null);
        if (current && current.watch) {
          Object.assign(online, { mode: 'watching', game: current.watch, color: null, view: null });
          askTable({ type: 'watch', game: current.watch });
        }
        else if (current && current.game && current.token) resume(current.game, current.token);
        showStatus();
      };
      socket.onmessage = (event) => {
        let msg;
        try {
          msg = JSON.parse(event.data);
        } catch {
          return;
        }
        receive(msg);
      };
      socket.onclose = () => {
        online.connected = false;
        showStatus();
        retry = Math.min(retry + 1, 5);
        setTimeout(connect, 500 * retry);
      };
    }

    // Sends `message` with an id of its own: the id, or false if not connected.
    function send(message) {
      if (socket === null || socket.readyState !== WebSocket.OPEN) {
        app.say('Not connected to the server: reconnecting…');
        app.render();
        return false;
      }
      const id = nextId++;
      socket.send(JSON.stringify({ id, ...message }));
      return id;
    }

    // Sends a request that asks for a table (see tableRequest).
    function askTable(message) {
      tableRequest = send(message) || null;
    }

    // Asks for the seat `token` holds at `game`; this tab's from now on.
    function resume(game, token) {
      online.token = token;
      sessionStorage.setItem(CURRENT, JSON.stringify({ game, token }));
      askTable({ type: 'resume', game, token });
    }

    function keepSeat(game, token, color) {
      const seats = readJson(localStorage, SEATS, {});
      seats[token] = { game, color, at: Date.now() };
      // A day's games at most: older seats are gone from the server anyway.
      for (const [key, seat] of Object.entries(seats)) if (Date.now() - seat.at > 86400000) delete seats[key];
      localStorage.setItem(SEATS, JSON.stringify(seats));
      sessionStorage.setItem(CURRENT, JSON.stringify({ game, token }));
    }

    function forgetSeat(token) {
      const seats = readJson(localStorage, SEATS, {});
      delete seats[token];
      localStorage.setItem(SEATS, JSON.stringify(seats));
      sessionStorage.removeItem(CURRENT);
    }

    // This browser's seats at `game`: [{token, color}].
    function seatsAt(game) {
      return Object.entries(readJson(localStorage, SEATS, {})).filter(([, seat]) => seat.game === game)
        .map(([token, seat]) => ({ token, color: seat.color }));
    }

    // ------------------------------------------------------ from the server

    function receive(msg) {
      switch (msg.type) {
        case 'games':
          online.lobby = { games: msg.games ?? [], playing: msg.playing ?? [] };
          online.engines = msg.engines ?? [];
          drawOpponents();
          drawLobby();
          break;
        case 'created':
        case 'joined':
          Object.assign(online, { game: msg.game, token: msg.token, color: msg.color, firstColor: msg.color, mode: 'waiting', view: null, pdn: null });
          keepSeat(msg.game, msg.token, msg.color);
          app.say(msg.type !== 'created' ? '' : msg.engine ? `Playing the engine ${msg.engine}.` : 'Table open: waiting for an opponent…');
          show();
          break;
        case 'resumed':
          online.game = msg.game;
          online.color = msg.color;
          online.firstColor = null; // known from the game's number, in a match
          online.mode = 'playing';
          online.premove = null;
          break;
        case 'waiting':
          online.game = msg.game;
          if (online.mode !== 'watching') online.mode = 'waiting';
          app.say(online.mode === 'watching' ? 'Nobody has joined this table yet.' : 'Table open: waiting for an opponent…');
          show();
          break;
        case 'state':
          if (msg.game !== online.game) break;
          if (online.mode === 'waiting') online.mode = 'playing';
          newView(msg, true);
          break;
        case 'update':
          if (msg.game !== online.game) break;
          newView(msg, false);
          break;
        case 'refused':
          app.say(`Refused by the server: ${msg.message}`);
          app.render();
          break;
        case 'rematch':
          // The opponent asks for a rematch (or we did and wait).
          online.rematch = msg.by;
          show();
          break;
        case 'rematched':
          Object.assign(online, { game: msg.next, token: msg.token, color: msg.color, firstColor: msg.color, mode: 'playing', view: null, pdn: null, premove: null, rematch: null });
          keepSeat(msg.next, msg.token, msg.color);
          app.say(`Rematch: you play ${CAPITAL(msg.color)}.`);
          break;
        case 'error':
          // The table asked for is gone (or the seat's token unknown): back
          // to the lobby, if the error answers the request that asked for it.
          if (msg.id === tableRequest && (msg.error === 'bad-token' || (msg.error === 'unknown-game' && online.mode !== 'lobby' && online.view === null))) {
            if (online.token) forgetSeat(online.token);
            toLobby();
          }
          app.say(msg.message);
          app.render();
          break;
        default:
          break;
      }
    }

    // A state (the whole game: `whole`) or an update from the server.
    function newView(view, whole) {
      const previous = online.view;
      // In a match the colours are reversed from one game to the next.
      if (view.match && online.color !== null && online.mode !== 'watching') {
        const odd = view.number % 2 === 1;
        online.firstColor ??= odd ? online.color : OTHER[online.color];
        online.color = odd ? online.firstColor : OTHER[online.firstColor];
      }
      const game = state.game;
      const sameGame = previous !== null && previous.number === view.number && game !== null && !whole;
      if (!sameGame) {
        if (previous === null || previous.number !== view.number) online.pdn = null;
        rebuild(view);
      } else if (view.ply === game.plyCount + 1 && view.last !== null) {
        try {
          state.played.push(game.push(view.last));
        } catch {
          return resync();
        }
        state.selection = null;
      } else if (view.ply < game.plyCount) {
        while (game.plyCount > view.ply) {
          game.pop();
          state.played.pop();
        }
        state.selection = null;
      } else if (view.ply !== game.plyCount) {
        return resync();
      }
      online.view = view;
      online.at = performance.now();
      if (view.pdn) online.pdn = view.pdn;
      if (view.result !== '*') {
        online.premove = null;
        if (previous?.result === '*') app.say('');
        if (online.mode === 'playing') sessionStorage.removeItem(CURRENT);
      }
      if (previous === null || view.ply !== previous.ply) app.announce(view);
      show();
      playPremove();
      return undefined;
    }

    // The game again from the server's moves (a "state").
    function rebuild(view) {
      const game = view.start ? new api.Game(view.variant, view.start) : new api.Game(view.variant);
      if (view.draws) game.drawRules = view.draws;
      const played = [];
      for (const text of view.history ?? []) played.push(game.push(text));
      app.setGame(game, view.start ?? null, played);
      online.rematch = null;
    }

    // Out of step (a message lost across a reconnection): the state again.
    function resync() {
      if (online.mode === 'watching') askTable({ type: 'watch', game: online.game });
      else if (online.game && online.token) resume(online.game, online.token);
    }

    // ------------------------------------------------------------- actions

    // Whether the reader may move now.
    online.canMove = () => online.mode === 'playing' && online.view !== null && online.view.result === '*'
      && online.view.turn === online.color;

    // Whether the reader may enter a premove now (the opponent's turn).
    online.canPremove = () => online.mode === 'playing' && online.view !== null && online.view.result === '*'
      && online.view.turn !== online.color;

    // A move of the reader's (a Move or a record): checked by the library
    // here, so that a refusal has its reasons at once, then sent.
    online.play = (move) => {
      const game = state.game;
      let played;
      try {
        played = game.push(move);
      } catch (error) {
        if (!(error instanceof api.CheckersError)) throw error;
        app.refused(error);
        return false;
      }
      game.pop();
      state.selection = null;
      state.marked = [];
      state.choices = [];
      app.say('');
      send({ type: 'move', game: online.game, move: played.text });
      app.render();
      return true;
    };

    // A premove: the piece and the square, played when the turn comes if a
    // legal move (one only) joins them, else dropped with the library's reason.
    online.setPremove = (from, to) => {
      online.premove = from === null ? null : { from, to };
      state.selection = null;
      app.say(online.premove ? `Premove ${game().squareName(from)} to ${game().squareName(to)}: played when your turn comes (click the piece again to cancel).` : 'Premove cancelled.');
      app.render();
    };

    function game() {
      return state.game;
    }

    function playPremove() {
      const pre = online.premove;
      if (pre === null || !online.canMove()) return;
      online.premove = null;
      const moves = game().legalMoves().filter((m) => m.from === pre.from && m.to === pre.to);
      if (moves.length === 1) {
        online.play(moves[0]);
        return;
      }
      if (moves.length > 1) {
        app.say('Premove dropped: several routes lead there; choose one.');
        app.render();
        return;
      }
      try {
        game().push({ from: pre.from, to: pre.to, path: [pre.to] });
        game().pop();
      } catch (error) {
        if (!(error instanceof api.CheckersError)) throw error;
        app.refused(error);
        app.say(`Premove dropped: ${error.message}`);
        app.render();
      }
    }

    function action(type) {
      return () => send({ type, game: online.game });
    }

    function toLobby() {
      if (online.mode === 'watching') send({ type: 'unwatch', game: online.game });
      if (online.mode === 'waiting' && online.game) {
        // Nobody joined: the table is closed, not left open in the lobby.
        send({ type: 'leave', game: online.game });
        if (online.token) forgetSeat(online.token);
      }
      Object.assign(online, { mode: 'lobby', game: null, token: null, color: null, view: null, pdn: null, premove: null, rematch: null });
      tableRequest = null;
      sessionStorage.removeItem(CURRENT);
      app.say('');
      app.local();
      show();
    }

    function create(event) {
      event.preventDefault();
      const variant = $('o-variant').value;
      let color = $('o-color').value;
      if (color === 'random') color = Math.random() < 0.5 ? 'black' : 'white';
      const typed = $('o-clock-text').value.trim();
      const message = { type: 'create', variant, clock: typed || $('o-clock').value, color, name: playerName() };
      if ($('o-draws').value !== '') message.draws = $('o-draws').value;
      const fen = $('o-fen').value.trim();
      if (fen !== '') message.fen = fen;
      const ballots = Number($('o-match').value);
      if (variant === 'english' && ballots > 0) message.match = { ballots };
      if ($('o-opponent').value !== '') message.engine = $('o-opponent').value;
      askTable(message);
    }

    function playerName() {
      const name = $('player-name').value.trim().replace(/[\u0000-\u001f\u007f"\\]/g, '').slice(0, 40);
      localStorage.setItem(NAME, name);
      return name || 'anonymous';
    }

    // The status line at a table (app.js shows it).
    online.statusText = () => (online.view === null ? (online.mode === 'watching' ? 'Waiting for the game to start.' : 'Waiting for an opponent…') : resultText(online.view));
    online.atTable = () => online.mode !== 'lobby';

    // ------------------------------------------------------------- drawing

    function option(value, text) {
      return new Option(text, value);
    }

    function setup() {
      $('online').hidden = false;
      $('o-variant').replaceChildren(...api.variants.map(({ name, description }) => {
        const o = option(name, name);
        o.title = description;
        return o;
      }));
      $('o-clock').replaceChildren(...CLOCKS.map(([v, t]) => option(v, t)));
      $('o-draws').replaceChildren(...DRAWS.map(([v, t]) => option(v, t)));
      $('o-match').replaceChildren(option('0', 'one game'),
        ...[1, 2, 3, 5].map((n) => option(String(n), `${n} ballot${n > 1 ? 's' : ''}, ${2 * n} games`)));
      $('player-name').value = localStorage.getItem(NAME) ?? '';
      const showMatch = () => { $('o-match-label').hidden = $('o-variant').value !== 'english'; };
      $('o-variant').addEventListener('change', showMatch);
      $('o-variant').addEventListener('change', drawOpponents);
      showMatch();
      $('create').addEventListener('submit', create);
      $('o-offer').addEventListener('click', action('offer-draw'));
      $('o-accept').addEventListener('click', action('accept-draw'));
      $('o-decline').addEventListener('click', action('decline-draw'));
      $('o-claim').addEventListener('click', action('claim-draw'));
      $('o-takeback').addEventListener('click', action('takeback'));
      $('o-grant').addEventListener('click', action('accept-takeback'));
      $('o-refuse').addEventListener('click', action('decline-takeback'));
      $('o-resign').addEventListener('click', () => {
        if ($('o-resign').dataset.confirm === 'yes') {
          $('o-resign').dataset.confirm = '';
          send({ type: 'resign', game: online.game });
        } else {
          $('o-resign').dataset.confirm = 'yes';
          // The second click must come soon: a stray click later resigns nothing.
          setTimeout(() => { $('o-resign').dataset.confirm = ''; }, 4000);
          app.say('Click Resign again to resign.');
          app.render();
        }
      });
      $('o-rematch').addEventListener('click', () => askTable({ type: 'rematch', game: online.game, token: online.token }));
      $('o-lobby').addEventListener('click', toLobby);
      setInterval(drawClocks, 100);
      // The server closes a connection silent for ten minutes (--idle): a
      // spectator or a player waiting in the lobby says something each minute.
      setInterval(() => {
        if (socket !== null && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
      }, 60000);
      document.body.classList.add('online-ready');
      connect();
      show();
    }

    function showStatus() {
      $('online-status').textContent = online.connected ? `Connected to ${location.host}.` : 'Not connected: reconnecting…';
      document.body.dataset.connected = String(online.connected);
    }

    // "opponent": a person (an open table), or an engine the server offers
    // that plays the variant chosen; shown only where the server offers one.
    function drawOpponents() {
      const variant = $('o-variant').value;
      const chosen = $('o-opponent').value;
      const engines = (online.engines ?? []).filter((e) => e.variants.includes(variant));
      $('o-opponent').replaceChildren(option('', 'a person (an open table)'),
        ...engines.map((e) => option(e.name, `engine ${e.name}${e.id && e.id !== e.name ? ` (${e.id})` : ''}`)));
      if (engines.some((e) => e.name === chosen)) $('o-opponent').value = chosen;
      $('o-opponent-label').hidden = (online.engines ?? []).length === 0;
    }

    function drawLobby() {
      const row = (cells, ...buttons) => {
        const tr = document.createElement('tr');
        for (const c of cells) {
          const td = document.createElement('td');
          td.textContent = c;
          tr.append(td);
        }
        const td = document.createElement('td');
        td.append(...buttons);
        tr.append(td);
        return tr;
      };
      const button = (text, dataset, onClick) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = text;
        Object.assign(b.dataset, dataset);
        b.addEventListener('click', onClick);
        return b;
      };
      const clock = (c) => CLOCKS.find(([v]) => v === c)?.[1] ?? c;
      // A seat of this browser's (another tab's, or a closed one's) can be
      // resumed; the table can still be joined from here, by a second
      // person on the same browser.
      const resumeButtons = (id) => {
        const mine = seatsAt(id);
        return mine.map(({ token, color }) => button(mine.length > 1 ? `Resume ${CAPITAL(color)}` : 'Resume', { resume: id }, () => resume(id, token)));
      };
      const open = online.lobby.games.map((t) => row(
        [t.player, t.variant, clock(t.clock), t.draws ?? 'default', t.match ? `match of ${t.match}` : '', `you: ${t.color}`],
        button('Join', { join: t.game }, () => askTable({ type: 'join', game: t.game, name: playerName() })),
        ...resumeButtons(t.game),
      ));
      $('open-tables').replaceChildren(...open);
      $('open-none').hidden = open.length > 0;
      const live = online.lobby.playing.map((t) => row(
        [`${t.players.black} – ${t.players.white}`, t.variant, clock(t.clock), `ply ${t.ply}`],
        button('Watch', { watch: t.game }, () => {
          Object.assign(online, { mode: 'watching', game: t.game, color: null, view: null, pdn: null });
          sessionStorage.setItem(CURRENT, JSON.stringify({ watch: t.game }));
          askTable({ type: 'watch', game: t.game });
        }),
        ...resumeButtons(t.game),
      ));
      $('live-tables').replaceChildren(...live);
      $('live-none').hidden = live.length > 0;
      document.body.dataset.lobby = String(open.length + live.length);
    }

    // The online parts of the page for the current mode.
    function show() {
      const { mode, view } = online;
      const atTable = mode !== 'lobby';
      $('lobby').hidden = atTable;
      $('table').hidden = !atTable;
      $('setup').hidden = atTable;
      $('local-title').hidden = atTable;
      $('files').hidden = atTable && mode !== 'watching' && (view === null || view.result === '*');
      $('undo').hidden = atTable;
      $('claim').hidden = atTable;
      $('typed').hidden = atTable && mode === 'watching';
      const over = view !== null && view.result !== '*';
      const player = mode === 'playing' && view !== null;
      $('o-actions').hidden = !player || over;
      $('o-accept').hidden = !(player && view.drawOffer === OTHER[online.color]);
      $('o-decline').hidden = $('o-accept').hidden;
      $('o-offer').disabled = !player || view.drawOffer === online.color;
      $('o-claim').disabled = !player || view.claimable === null;
      $('o-grant').hidden = !(player && view.takeback === OTHER[online.color]);
      $('o-refuse').hidden = $('o-grant').hidden;
      $('o-takeback').disabled = !player || view.takeback === online.color || state.played.length === 0;
      $('o-rematch').hidden = !(player && over && !view.match) || online.token === null;
      $('o-rematch').textContent = online.rematch && online.rematch !== online.color ? 'Accept the rematch' : 'Rematch';
      $('o-rematch').disabled = online.rematch === online.color;
      $('o-result').textContent = view === null ? '' : resultText(view);
      $('o-lobby').textContent = mode === 'waiting' ? 'Close the table' : 'Back to the lobby';
      $('o-info').textContent = tableInfo();
      const link = $('o-pdn');
      link.hidden = online.pdn === null;
      if (online.pdn !== null && link.dataset.for !== online.pdn) {
        if (link.href) URL.revokeObjectURL(link.href);
        link.href = URL.createObjectURL(new Blob([online.pdn], { type: 'application/x-pdn' }));
        link.download = `${online.game}-${view?.number ?? 1}.pdn`;
        link.dataset.for = online.pdn;
      }
      for (const id of ['player-top', 'player-bottom']) {
        const color = id === 'player-bottom' ? online.color ?? 'white' : OTHER[online.color ?? 'white'];
        const box = $(id);
        box.querySelector('.who').textContent = view === null ? '' : `${view.players?.[color] ?? '?'} (${CAPITAL(color)})`;
        box.querySelector('.captured').textContent = captured(color);
      }
      document.body.dataset.online = mode;
      document.body.dataset.color = online.color ?? '';
      document.body.dataset.game = online.game ?? '';
      showStatus();
      drawLobby();
      app.render();
      drawClocks();
    }

    function tableInfo() {
      const { mode, view, color } = online;
      if (mode === 'lobby') return '';
      const who = mode === 'watching' ? 'You are watching.' : color ? `You play ${CAPITAL(color)}.` : '';
      if (view === null) return `Table ${online.game}. ${who}`;
      const clock = view.clock ? CLOCKS.find(([v]) => v === view.clock.control)?.[1] ?? view.clock.control : 'untimed';
      let text = `${view.variant}, ${clock}. ${who}`;
      if (view.match) {
        const score = view.match.score.map((s) => `${s.name} ${s.points}`).join(', ');
        text += ` Match game ${view.number} of ${view.match.games}; score ${score}.`;
      }
      if (view.takeback && view.result === '*') {
        text += view.takeback === color ? ' You asked to take back your move.' : ` ${CAPITAL(view.takeback)} asks to take back a move.`;
      }
      if (view.drawOffer && view.result === '*') {
        text += view.drawOffer === color ? ' You offered a draw.' : ` ${CAPITAL(view.drawOffer)} offers a draw.`;
      }
      return text;
    }

    // The result with its reason in words, or whose turn it is.
    function resultText(view) {
      if (view.result === '*') {
        const name = view.players?.[view.turn];
        return `${CAPITAL(view.turn)} to move${name ? ` (${name})` : ''}${view.turn === online.color ? ': your move' : ''}.`;
      }
      return `${view.result}: ${reasonWords(view)}`;
    }

    function reasonWords(view) {
      const winner = view.winner;
      const loser = winner ? CAPITAL(OTHER[winner]) : null;
      const won = winner ? `${CAPITAL(winner)} wins` : 'drawn';
      const why = {
        resignation: `${loser} resigned`,
        time: `${loser} ran out of time`,
        agreement: 'by agreement',
        'no-pieces': `${loser} has no pieces left`,
        'no-moves': `${loser} has no legal move`,
        repetition: 'the same position came back',
        'move-limit': 'the move limit without a capture or a man moving',
        endgame: 'the endgame rule',
        crowned: 'a man reached the last row',
      }[view.reason];
      if (view.note) return `${won}: ${view.note}.`;
      return why ? `${won}: ${why}.` : `${won}.`;
    }

    // Both clocks: the server's times, counted down here since they came.
    function drawClocks() {
      const view = online.view;
      const active = online.mode !== 'lobby' && view !== null;
      $('player-top').hidden = !active;
      $('player-bottom').hidden = !active;
      if (!active) return;
      const bottom = online.color ?? 'white';
      const sides = { 'player-bottom': bottom, 'player-top': OTHER[bottom] };
      const elapsed = performance.now() - online.at;
      for (const [id, color] of Object.entries(sides)) {
        const box = $(id);
        box.dataset.color = color;
        const clock = box.querySelector('.clock');
        if (view.clock === null) {
          clock.textContent = '';
          clock.hidden = true;
          continue;
        }
        clock.hidden = false;
        const running = view.clock.running === color && view.result === '*';
        const left = Math.max(0, view.clock[color] - (running ? elapsed : 0));
        clock.textContent = formatTime(left);
        clock.dataset.ms = String(Math.round(left));
        clock.classList.toggle('running', running);
        clock.classList.toggle('low', running && left < 10000);
        clock.classList.toggle('flag', left === 0 || (view.reason === 'time' && view.winner !== color));
        // The ACF clock is the time for this move; a lone jump has a minute.
        clock.title = view.clock.control.startsWith('acf') ? (running && oneJump() ? 'this move: only one jump is possible (the one-minute rule)' : 'time for this move') : 'time left';
        box.querySelector('.rule').textContent = running && view.clock.control.startsWith('acf') && oneJump() ? 'one jump: one minute' : '';
      }
    }

    // Whether the ACF's one-minute rule holds for the side to move: its only
    // legal move is a capture (counted once per view, not at each tick).
    function oneJump() {
      const view = online.view;
      if (online.jumpFor !== view) {
        const moves = view.result === '*' && state.game !== null ? state.game.legalMoves() : [];
        online.jump = moves.length === 1 && moves[0].captured.length > 0;
        online.jumpFor = view;
      }
      return online.jump;
    }

    // The pieces of `color` taken so far, as "taken: N" of the opponent's.
    function captured(color) {
      const g = state.game;
      if (g === null || online.view === null) return '';
      const count = (game, c) => {
        let n = 0;
        for (let s = 1; s <= game.squareCount; s++) if (game.piece(s)?.color === c) n++;
        return n;
      };
      if (online.begin === null || online.begin.variant !== g.variant || online.begin.start !== online.view.start) {
        const begin = online.view.start ? new api.Game(g.variant, online.view.start) : new api.Game(g.variant);
        online.begin = { variant: g.variant, start: online.view.start, black: count(begin, 'black'), white: count(begin, 'white') };
        begin.free();
      }
      const taken = online.begin[OTHER[color]] - count(g, OTHER[color]);
      return taken > 0 ? `captured ${taken}` : '';
    }

    function formatTime(ms) {
      const s = Math.ceil(ms / 1000);
      if (ms < 10000) return `0:0${(Math.ceil(ms / 100) / 10).toFixed(1)}`;
      const h = Math.floor(s / 3600);
      const m = Math.floor((s % 3600) / 60);
      const ss = String(s % 60).padStart(2, '0');
      return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
    }

    setup();
    return online;
  }

  global.CheckersOnline = { available, start };
})(globalThis);
