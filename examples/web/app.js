// SPDX-License-Identifier: MIT
// The web game: the page's state, the board drawn as elements, moves entered
// by click, drag or text, and the computer in a worker. The rules are all the
// library's (the checkers-wasm package): legal moves, refusals and their
// reasons, results, draws, FEN and PDN.
(function () {
  'use strict';

  const $ = (id) => document.getElementById(id);
  const Board = globalThis.CheckersBoard;

  const REASONS = {
    'no-pieces': (side) => `${side} has no pieces left`,
    'no-moves': (side) => `${side} has no legal move`,
    repetition: () => 'the same position came back',
    'move-limit': () => 'the move limit without a capture or a man moving',
    crowned: () => 'a man reached the last row',
    endgame: () => 'the endgame rule',
  };
  const CAPITAL = (s) => s.charAt(0).toUpperCase() + s.slice(1);

  let api = null; // the package, once loaded
  let computer = null;
  const state = {
    game: null,
    startFen: '',
    startsSecond: false,
    played: [], // the Moves of the game, in step with game.plyCount
    opponent: 'computer',
    human: 'white',
    depth: 6,
    draws: 'default',
    turned: false, // the reader turned the board
    legal: [],
    selection: null, // {from, goal, hops, choose, routes}
    marked: [], // squares a refusal is about
    choices: [], // Moves to choose from: the routes a click or a text could mean
    message: '',
  };
  let drag = null;
  // The settings, kept in the browser: move animation (milliseconds a hop;
  // 0: none) and sounds (off unless chosen).
  const settings = { animation: 120, sound: false };
  let drawn = { game: null, plies: 0 }; // what the board showed last
  let dropped = false; // the last move was dragged there: not animated
  let audio = null;
  // Online play (online.js), once the referee server that serves this page
  // answers; null from file:// or any other server.
  let online = null;
  const atTable = () => online !== null && online.atTable();

  // ------------------------------------------------------------------ setup

  function start(Checkers) {
    api = Checkers;
    computer = new globalThis.CheckersComputer(Checkers.source);
    $('variant').replaceChildren(...api.variants.map(({ name, description }) => {
      const option = new Option(name, name);
      option.title = description;
      return option;
    }));
    $('depth').replaceChildren(...Array.from({ length: 12 }, (_, i) => new Option(String(i + 1), String(i + 1))));
    $('depth').value = String(state.depth);
    $('ballot').replaceChildren(new Option('none (the start position)', '0'),
      ...Array.from({ length: api.ballotCount(3) }, (_, i) => {
        const ballot = api.ballot(i + 1, 3);
        return new Option(`${ballot.number}: ${ballot.moves}`, String(ballot.number));
      }));
    $('version').textContent = `checkers ${api.version} (WebAssembly)`;
    readSettings();
    wire();
    newGame();
    globalThis.CheckersOnline?.available().then((yes) => {
      if (!yes) return;
      online = globalThis.CheckersOnline.start({
        api,
        state,
        render,
        say,
        refused,
        local: newGame,
        setGame(game, startFen, played) {
          setGame(game, startFen, played);
          render();
        },
        announce(view) {
          // Read out by screen readers: the move just played, or the result.
          $('announce').textContent = view.result !== '*' ? '' : view.last === null ? 'The game begins.' : `${view.last} played.`;
        },
      });
    });
  }

  function wire() {
    $('setup').addEventListener('submit', (event) => {
      event.preventDefault();
      newGame();
    });
    $('variant').addEventListener('change', showBallots);
    $('opponent').addEventListener('change', () => { readSetup(); afterChange(); });
    $('color').addEventListener('change', () => { readSetup(); afterChange(); });
    $('depth').addEventListener('change', readSetup);
    $('draws').addEventListener('change', () => {
      readSetup();
      state.game.drawRules = state.draws;
      afterChange();
    });
    $('undo').addEventListener('click', undo);
    $('claim').addEventListener('click', claim);
    $('flip').addEventListener('click', () => {
      state.turned = !state.turned;
      render();
    });
    $('typed').addEventListener('submit', (event) => {
      event.preventDefault();
      const text = $('move-text').value.trim();
      if (text === '') return;
      if (play(text)) $('move-text').value = '';
    });
    $('export-pdn').addEventListener('click', () => {
      $('text').value = state.game.toPdn({ tags: pdnTags() });
    });
    $('export-fen').addEventListener('click', () => {
      $('text').value = state.game.fen;
    });
    $('import').addEventListener('click', () => importText($('text').value));
    const board = $('board');
    board.addEventListener('pointerdown', pointerDown);
    board.addEventListener('pointermove', pointerMove);
    board.addEventListener('pointerup', pointerUp);
    board.addEventListener('pointercancel', () => { endDrag(); render(); });
    // Enter or space on a focused square (a click without a pointer), and
    // the arrow keys from square to square.
    board.addEventListener('click', (event) => {
      const square = squareOf(event.target);
      if (event.detail === 0 && square !== null) tap(square);
    });
    board.addEventListener('keydown', arrowKey);
  }

  function readSettings() {
    try {
      const kept = JSON.parse(localStorage.getItem('checkers.settings') ?? '{}');
      if ([0, 120, 300].includes(kept.animation)) settings.animation = kept.animation;
      settings.sound = kept.sound === true;
    } catch {
      // none kept, or storage refused (a file:// page may have none)
    }
    $('animation').value = String(settings.animation);
    $('sound').checked = settings.sound;
    const keep = () => {
      settings.animation = Number($('animation').value);
      settings.sound = $('sound').checked;
      try {
        localStorage.setItem('checkers.settings', JSON.stringify(settings));
      } catch {
        // not kept: it still holds for this page
      }
    };
    $('animation').addEventListener('change', keep);
    $('sound').addEventListener('change', keep);
  }

  // The move just made slides from square to square (hop by hop), unless
  // it was dragged there or animation is off.
  function animate(move) {
    const ms = settings.animation;
    const board = $('board');
    const cell = (n) => board.querySelector(`[data-number="${n}"]`);
    const piece = cell(move.to)?.querySelector('.piece');
    if (ms === 0 || !piece || typeof piece.animate !== 'function') return;
    const end = cell(move.to).getBoundingClientRect();
    const frames = [move.from, ...move.path].map((n) => {
      const r = cell(n).getBoundingClientRect();
      return { transform: `translate(${r.left - end.left}px, ${r.top - end.top}px)` };
    });
    // (A data attribute, not a class: the piece's class names what it is.)
    piece.dataset.moving = '';
    const run = piece.animate(frames, { duration: ms * move.path.length, easing: 'ease-in-out' });
    run.onfinish = () => delete piece.dataset.moving;
  }

  // A short synthesized sound: a click for a move, a lower knock for a capture.
  function sound(move) {
    if (!settings.sound || typeof AudioContext !== 'function') return;
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = move.captured.length > 0 ? 220 : 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.08);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.09);
  }

  function readSetup() {
    state.opponent = $('opponent').value;
    state.human = $('color').value;
    state.depth = Number($('depth').value);
    state.draws = $('draws').value;
  }

  function showBallots() {
    $('ballot-label').hidden = $('variant').value !== 'english';
  }

  function newGame() {
    readSetup();
    const variant = $('variant').value;
    const ballot = variant === 'english' ? Number($('ballot').value) : 0;
    const game = ballot > 0 ? api.Game.fromBallot(ballot, 3) : new api.Game(variant);
    setGame(game, null, ballot > 0 ? game.history() : []);
    say(ballot > 0 ? `Ballot ${ballot}: ${api.ballot(ballot, 3).moves}` : '');
    afterChange();
  }

  // A game to play from here: its start position (null: the variant's) and
  // the moves made since.
  function setGame(game, startFen, played) {
    computer.stop();
    if (state.game !== null) state.game.free();
    state.game = game;
    game.drawRules = state.draws;
    const usual = new api.Game(game.variant);
    const start = startFen === null ? usual : new api.Game(game.variant, startFen);
    state.startFen = start.fen;
    // The move list numbers from the side the variant starts with.
    state.startsSecond = start.turn !== usual.turn;
    usual.free();
    start.free();
    state.played = played;
    state.selection = null;
    state.marked = [];
    state.choices = [];
    $('move-text').value = ''; // a move typed for the game before means nothing here
    $('variant').value = game.variant;
    showBallots();
  }

  // ------------------------------------------------------------ the turns

  function humanToMove() {
    if (atTable()) return online.canMove();
    return state.opponent === 'human' || state.game.turn === state.human;
  }

  // After a move or a change of setup: the computer's turn, or the reader's.
  function afterChange() {
    computer.stop();
    render();
    if (atTable()) return;
    if (!state.game.isOver && !humanToMove()) think();
  }

  function think() {
    const game = state.game;
    computer.think({
      variant: game.variant,
      fen: state.startFen,
      drawRules: game.drawRules,
      moves: state.played.map((m) => ({ from: m.from, to: m.to, path: [...m.path] })),
      depth: state.depth,
    }).then(({ move }) => {
      if (game !== state.game) return;
      if (move !== null) state.played.push(game.push(move));
      say('');
      afterChange();
    }, (error) => {
      say(`The computer failed: ${error.message}`);
      render();
    });
    render();
  }

  // Plays a move (a Move, a record or a text) for the reader; a refusal is
  // shown with the library's reason. Returns whether it was played.
  function play(move) {
    if (atTable()) {
      if (online.canMove()) return online.play(move);
      say(online.mode === 'watching' ? 'You are watching this game.' : 'It is not your move.');
      render();
      return false;
    }
    if (state.game.isOver) {
      say(`The game is over (${state.game.result}).`);
      render();
      return false;
    }
    if (!humanToMove()) {
      say('The computer is thinking…');
      render();
      return false;
    }
    try {
      state.played.push(state.game.push(move));
    } catch (error) {
      if (!(error instanceof api.CheckersError)) throw error;
      refused(error);
      return false;
    }
    state.selection = null;
    state.marked = [];
    state.choices = [];
    say('');
    afterChange();
    return true;
  }

  // A refused move: the library's reason (its squares named as the variant
  // writes them), and the squares it is about (the capture that must be
  // made, say) marked. A move several legal moves share (E_AMBIGUOUS, a
  // text such as "2x4") offers them to choose from.
  function refused(error) {
    const example = error.example ?? null;
    state.marked = [error.square ?? 0, ...(example === null ? [] : [example.from, ...example.path])].filter((s) => s > 0);
    state.choices = error.choices ?? [];
    say(state.choices.length > 0 ? `${error.message}. Choose one of the moves below.` : error.message);
    render();
  }

  function undo() {
    if (atTable()) return;
    const game = state.game;
    const wasThinking = computer.thinking;
    computer.stop();
    if (game.plyCount === 0) {
      say('Nothing to undo.');
      render();
      return;
    }
    popOne();
    // Against the computer, back to a position where it is the reader's move.
    if (!wasThinking && state.opponent === 'computer') {
      while (!humanToMove() && game.plyCount > 0) popOne();
    }
    state.selection = null;
    state.marked = [];
    state.choices = [];
    say('');
    afterChange();
  }

  function popOne() {
    state.game.pop();
    state.played.pop();
  }

  function claim() {
    const reason = state.game.claimable;
    if (reason === null) return;
    computer.stop();
    state.game.claimDraw();
    say(`Draw claimed: ${REASONS[reason]()}.`);
    render();
  }

  // ------------------------------------------------------- entering moves

  function squareOf(element) {
    const cell = element instanceof Element ? element.closest('[data-square]') : null;
    return cell === null ? null : Number(cell.dataset.number);
  }

  function pieceOfMover(square) {
    const piece = state.game.piece(square);
    return piece !== null && piece.color === state.game.turn;
  }

  // A click (or the press of a drag) on a square.
  function tap(square) {
    if (atTable() && !online.canMove()) return premoveTap(square);
    if (!humanToMove() && !state.game.isOver) {
      say('The computer is thinking…');
      render();
      return false;
    }
    const selection = state.selection;
    if (pieceOfMover(square) && (selection === null || selection.goal === null || selection.from === square)) {
      state.selection = { from: square, goal: null, hops: [], choose: [] };
      state.marked = [];
      state.choices = [];
      say('');
      render();
      return true;
    }
    if (selection !== null) destination(square);
    return false;
  }

  // At a table, the opponent to move: a click enters a premove (the piece,
  // then the square), or cancels it (the piece again).
  function premoveTap(square) {
    if (!online.canPremove()) {
      say(online.mode === 'watching' ? 'You are watching this game.' : online.view === null ? 'The game has not begun.' : 'The game is over.');
      render();
      return false;
    }
    const mine = state.game.piece(square)?.color === online.color;
    const selection = state.selection;
    if (online.premove !== null && online.premove.from === square) {
      online.setPremove(null, null);
    } else if (mine && (selection === null || selection.from !== square)) {
      state.selection = { from: square, goal: null, hops: [], choose: [] };
      say('Your premove: choose the square.');
      render();
      return true;
    } else if (selection !== null && square !== selection.from) {
      online.setPremove(selection.from, square);
    } else {
      state.selection = null;
      render();
    }
    return false;
  }

  function destination(square) {
    const { from, goal, hops } = state.selection;
    const meant = Board.entry(state.legal, from, goal, hops, square);
    if (meant.play !== undefined) {
      play(meant.play);
    } else if (meant.choose !== undefined) {
      // Several legal moves from here to there: the player picks the route,
      // by its next landing square on the board or by its text below.
      state.selection = { from, goal: meant.goal, hops: meant.hops, choose: meant.choose };
      state.choices = meant.routes;
      say(`Several captures end on ${nameOf(meant.goal)}: choose the route, the next landing square (marked) or one of the moves below.`);
      render();
    } else if (goal !== null) {
      say(`Choose the route to ${nameOf(goal)}: one of the marked squares.`);
      render();
    } else {
      // Not a legal move: the library says why.
      play({ from, to: square, path: [square] });
    }
  }

  function pointerDown(event) {
    const square = squareOf(event.target);
    if (square === null || event.button > 0) return;
    event.preventDefault();
    if (tap(square)) {
      drag = { from: square, x: event.clientX, y: event.clientY, moved: false, piece: null };
      $('board').setPointerCapture(event.pointerId);
    }
  }

  function pointerMove(event) {
    if (drag === null) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 6) return;
    drag.moved = true;
    drag.piece ??= document.querySelector(`[data-number="${drag.from}"] .piece`);
    if (drag.piece !== null) {
      drag.piece.classList.add('dragged');
      drag.piece.style.transform = `translate(${dx}px, ${dy}px)`;
    }
  }

  function pointerUp(event) {
    if (drag === null) return;
    const { from, moved } = drag;
    endDrag();
    if (!moved) return;
    const square = squareOf(document.elementFromPoint(event.clientX, event.clientY));
    if (square !== null && square !== from) {
      dropped = true;
      destination(square);
      dropped = false;
    } else {
      render();
    }
  }

  function endDrag() {
    if (drag !== null && drag.piece !== null) {
      drag.piece.classList.remove('dragged');
      drag.piece.style.transform = '';
    }
    drag = null;
  }

  // ----------------------------------------------------------- import/export

  function pdnTags() {
    const names = { computer: 'Computer', human: 'Player' };
    const side = (color) => (state.opponent === 'human' ? 'Player' : color === state.human ? names.human : names.computer);
    const d = new Date();
    const date = `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
    return { Event: 'checkers web game', Date: date, White: side('white'), Black: side('black') };
  }

  function importText(text) {
    $('import-message').textContent = '';
    const trimmed = text.trim();
    const fen = /^\[FEN\s+"([^"]*)"\]$/.exec(trimmed)?.[1] ?? (/^[BW]:/i.test(trimmed) ? trimmed : null);
    readSetup();
    try {
      if (fen !== null) {
        const variant = $('variant').value;
        setGame(new api.Game(variant, fen), fen, []);
        say(`Position imported (${variant}).`);
      } else {
        importPdn(trimmed);
      }
    } catch (error) {
      if (!(error instanceof api.CheckersError)) throw error;
      say(`Not imported: ${error.message}`);
      // Also beside the text, where the reader is, to correct it.
      $('import-message').textContent = state.message;
      render();
      return;
    }
    afterChange();
    // On a narrow screen the import is below the board: show the game read.
    const board = $('board').getBoundingClientRect();
    if (board.top < 0 || board.bottom > window.innerHeight) $('play').scrollIntoView({ block: 'start' });
  }

  function importPdn(text) {
    const reader = new api.PdnReader(text, { variant: $('variant').value });
    let read;
    try {
      read = reader.next();
    } finally {
      reader.free();
    }
    if (read === null) {
      say('Not imported: no game in the text.');
      return;
    }
    if (read.game === null) throw read.error;
    read.game.free();
    // The game replayed here from its start, so that its moves are this game's.
    const fen = read.tags.FEN ?? null;
    const game = fen === null ? new api.Game(read.variant) : new api.Game(read.variant, fen);
    const played = read.moves.map((move) => game.push(move));
    setGame(game, fen, played);
    say(read.error === null
      ? `Game imported: ${read.variant}, ${played.length} plies.`
      : `Game imported as far as it is legal (${played.length} plies): ${read.error.message}`);
  }

  // ---------------------------------------------------------------- drawing

  function say(text) {
    state.message = text;
  }

  function nameOf(square) {
    return state.game.squareName(square);
  }

  function statusText() {
    if (atTable()) return online.statusText();
    const game = state.game;
    const { result, winner, reason } = game.status;
    if (result !== '*') {
      const side = CAPITAL(game.turn);
      const why = reason === null ? '' : ` (${REASONS[reason](side)})`;
      return `${result}: ${winner === null ? 'drawn' : `${CAPITAL(winner)} wins`}${why}`;
    }
    let text = `${CAPITAL(game.turn)} to move`;
    if (computer.thinking) text += ': the computer is thinking…';
    else if (state.opponent === 'computer') text += humanToMove() ? ' (you)' : '';
    const claimable = game.claimable;
    if (claimable !== null) text += `. A draw may be claimed: ${REASONS[claimable]()}.`;
    return text;
  }

  function render() {
    const game = state.game;
    state.legal = game.isOver ? [] : game.legalMoves();
    $('status').textContent = statusText();
    $('message').textContent = state.message;
    $('claim').disabled = game.claimable === null || !humanToMove();
    // For tests and tools: the state in short.
    document.body.dataset.result = atTable() ? online.view?.result ?? '*' : game.result;
    document.body.dataset.thinking = String(computer.thinking);
    document.body.dataset.turn = game.turn;
    document.body.dataset.plies = String(state.played.length);
    drawBoard();
    drawChoices();
    drawMoves();
  }

  // The moves to choose from, as buttons: each written in full where they
  // share the short form, with what it takes.
  function drawChoices() {
    const buttons = state.choices.map((move) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.move = move.text;
      const n = move.captured.length;
      button.textContent = n === 0 ? move.text : `${move.text} (takes ${n})`;
      button.addEventListener('click', () => play(move));
      return button;
    });
    $('choice-list').replaceChildren(...buttons);
    $('choices').hidden = buttons.length === 0;
  }

  function drawBoard() {
    const game = state.game;
    const flip = (atTable() ? online.color === 'black' : state.opponent === 'computer' && state.human === 'black') !== state.turned;
    const { rows, columns, squares } = Board.layout(game, flip);
    const board = $('board');
    board.style.setProperty('--rows', rows);
    board.style.setProperty('--columns', columns);
    board.dataset.variant = game.variant;
    // Turkish plays on every square: one colour, the squares ruled apart,
    // rather than a chequer whose light squares would look unplayable.
    const everySquare = squares.length === rows * columns;
    board.classList.toggle('every-square', everySquare);

    const selection = state.selection;
    const targets = new Set(selection === null ? []
      : selection.goal === null ? Board.destinations(state.legal, selection.from) : selection.choose);
    const last = state.played.length === 0 ? null : state.played[state.played.length - 1];
    const lastSquares = new Set(last === null ? [] : [last.from, ...last.path]);
    const movers = new Set(humanToMove() ? state.legal.map((m) => m.from) : []);
    const marked = new Set(state.marked);
    const hops = new Set(selection === null ? [] : selection.hops);
    const premove = new Set(atTable() && online.premove !== null ? [online.premove.from, online.premove.to] : []);

    const cells = [];
    const at = new Map(squares.map((s) => [s.row * columns + s.column, s]));
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const s = at.get(row * columns + column);
        if (s === undefined) {
          const light = document.createElement('div');
          light.className = 'cell light';
          cells.push(light);
          continue;
        }
        const piece = game.piece(s.square);
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.className = `cell square ${everySquare ? 'plain' : 'dark'}`;
        cell.dataset.square = s.name;
        cell.dataset.number = String(s.square);
        cell.dataset.row = String(s.row);
        cell.dataset.column = String(s.column);
        cell.classList.toggle('selected', selection !== null && selection.from === s.square);
        cell.classList.toggle('target', targets.has(s.square));
        cell.classList.toggle('last', lastSquares.has(s.square));
        cell.classList.toggle('movable', movers.has(s.square));
        cell.classList.toggle('marked', marked.has(s.square));
        cell.classList.toggle('hop', hops.has(s.square));
        cell.classList.toggle('premove', premove.has(s.square));
        const what = piece === null ? 'empty' : `${piece.color} ${piece.king ? 'king' : 'man'}`;
        cell.setAttribute('aria-label', `${s.name}, ${what}${targets.has(s.square) ? ', a destination' : ''}`);
        const label = document.createElement('span');
        label.className = 'name';
        label.textContent = s.name;
        cell.append(label);
        if (piece !== null) {
          const disc = document.createElement('span');
          disc.className = `piece ${piece.color}${piece.king ? ' king' : ''}`;
          cell.append(disc);
        }
        cells.push(cell);
      }
    }
    const focused = board.contains(document.activeElement) ? document.activeElement.dataset.number : undefined;
    board.replaceChildren(...cells);
    // The board is drawn anew: the keyboard's place on it is kept.
    if (focused !== undefined) board.querySelector(`[data-number="${focused}"]`)?.focus();
    // One move more than the board showed: slide it in and sound it.
    const fresh = drawn.game === game && state.played.length === drawn.plies + 1 && last !== null;
    drawn = { game, plies: state.played.length };
    if (fresh) {
      if (!dropped) animate(last);
      sound(last);
    }
  }

  const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

  // Moves the focus to the nearest playing square in the arrow's direction.
  function arrowKey(event) {
    const step = ARROWS[event.key];
    const from = event.target.closest?.('[data-square]');
    if (step === undefined || !from) return;
    const row = Number(from.dataset.row);
    const column = Number(from.dataset.column);
    let best = null;
    let bestCost = Infinity;
    for (const cell of $('board').querySelectorAll('[data-square]')) {
      const dr = Number(cell.dataset.row) - row;
      const dc = Number(cell.dataset.column) - column;
      const along = dr * step[0] + dc * step[1];
      const across = Math.abs(step[0] !== 0 ? dc : dr);
      if (along <= 0) continue;
      const cost = along * 10 + across; // the next row or column first
      if (cost < bestCost) {
        best = cell;
        bestCost = cost;
      }
    }
    if (best !== null) {
      event.preventDefault();
      best.focus();
    }
  }

  function drawMoves() {
    const texts = state.played.map(String);
    const items = Board.movePairs(texts, state.startsSecond).map(({ number, first: a, second: b }) => {
      const item = document.createElement('li');
      item.value = number;
      item.textContent = `${a ?? '…'} ${b ?? ''}`.trim();
      return item;
    });
    $('moves').replaceChildren(...items);
    $('moves').scrollTop = $('moves').scrollHeight;
  }

  // The package's script is not there until the package is built.
  if (globalThis.Checkers === undefined) {
    $('status').textContent = 'The engine is not built yet.';
    $('message').replaceChildren('From the top of the checkout run ',
      Object.assign(document.createElement('code'), { textContent: 'node bindings/js/build.mjs' }),
      ', then reload this page. (It writes bindings/js/dist/checkers.browser.js, which this page loads.)');
    $('board').hidden = true; // an empty board would only look broken
    document.body.dataset.missing = 'engine';
    return;
  }
  globalThis.Checkers.ready.then(start, (error) => {
    $('status').textContent = `The engine could not be loaded: ${error}`;
  });
})();
