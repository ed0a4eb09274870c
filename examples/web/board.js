// SPDX-License-Identifier: MIT
// The board's geometry and the entry of a move by its squares, kept apart from
// the page so that node can test them against the package. A classic script:
// it defines the global CheckersBoard (pages opened from file:// cannot load
// ES modules).
(function (global) {
  'use strict';

  // The squares of `game` as drawn: [{square, name, row, column}], rows and
  // columns counted from the top left of the screen, Black's back row at the
  // top unless `flip`. `name` is the square's PDN name as the library writes
  // it: its number, or "c3" in the variants written in algebraic notation.
  function layout(game, flip) {
    const squares = [];
    let rows = 0;
    let columns = 0;
    for (let square = 1; square <= game.squareCount; square++) {
      const at = game.squarePosition(square);
      rows = at.rows;
      columns = at.columns;
      squares.push({
        square,
        name: game.squareName(square),
        row: flip ? at.rows - 1 - at.row : at.row,
        column: flip ? at.columns - 1 - at.column : at.column,
      });
    }
    return { rows, columns, squares };
  }

  // What a click on square `target` means for the piece on `from`, the legal
  // moves being `moves`. A route is asked for only where it matters: a
  // destination one legal move reaches is played at once; one that several
  // routes reach becomes the `goal`, and the route is then chosen hop by hop
  // among the landing squares where the routes part (`hops`: those chosen).
  // Returns one of
  //   {play: move}                   the move meant;
  //   {goal, hops, choose: [...], routes: [...]}
  //                                  several routes (the Moves): the squares to choose from;
  //   {refuse: true}                 no legal move: let the library say why.
  function entry(moves, from, goal, hops, target) {
    if (goal === null) {
      const there = moves.filter((m) => m.from === from && m.to === target);
      if (there.length === 1) return { play: there[0] };
      if (there.length > 1) return ask(there, target, []);
      return { refuse: true };
    }
    const via = routesTo(moves, from, goal, hops).filter((m) => m.path[hops.length] === target);
    if (via.length === 1) return { play: via[0] };
    if (via.length > 1) return ask(via, goal, [...hops, target]);
    return { refuse: true };
  }

  function routesTo(moves, from, goal, hops) {
    return moves.filter((m) => m.from === from && m.to === goal && startsWith(m.path, hops));
  }

  // The routes to `goal` after `hops`: the landing squares they share are
  // taken as chosen, the next ones, where they part, are to choose from.
  function ask(routes, goal, hops) {
    const shared = [...hops];
    for (;;) {
      const next = [...new Set(routes.map((m) => m.path[shared.length]))];
      // (Identical routes, which the library does not list, would end here.)
      if (next.length > 1 || next[0] === undefined) return { goal, hops: shared, choose: next.filter(Boolean), routes };
      shared.push(next[0]);
    }
  }

  function startsWith(path, hops) {
    for (let i = 0; i < hops.length; i++) if (path[i] !== hops[i]) return false;
    return true;
  }

  // The squares a selected piece may go to (for marking), each once.
  function destinations(moves, from) {
    return [...new Set(moves.filter((m) => m.from === from).map((m) => m.to))];
  }

  // The PDN movetext of `texts` as numbered pairs for a list: [{number,
  // first, second}], `first` null when the game starts with the second side.
  function movePairs(texts, startsSecond) {
    const pairs = [];
    let i = 0;
    if (startsSecond && texts.length > 0) {
      pairs.push({ number: 1, first: null, second: texts[0] });
      i = 1;
    }
    for (; i < texts.length; i += 2) {
      pairs.push({ number: pairs.length + 1, first: texts[i], second: i + 1 < texts.length ? texts[i + 1] : null });
    }
    return pairs;
  }

  const api = { layout, entry, destinations, movePairs };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else global.CheckersBoard = api;
})(globalThis);
