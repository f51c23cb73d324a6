// A graded record (the yahtzee-grade/1 answer of POST /api/v1/grade) as the page of
// `report game` shows it: per player and game the card, skill and luck, the flagged decisions,
// the loss of each turn as a chart, and every decision. Used by the grade and play pages.
import {BOXES, cardSums, el, fmt, moveText, scorePad, spaced} from './common.js';
import {goalHeading} from './options.js';
import {result, sessionTable, who} from './session.js';

/**
 * The whole record: for a record of several players or games first the pads (each game's cards
 * side by side, who won it) and the session's totals, then a section per player and game.
 * {@code pads}: false leaves the pads out (the play page shows its own).
 */
export function gradedRecord(graded, {pads = true} = {}) {
  const sections = [];
  for (const player of graded.players) {
    for (const game of player.games) sections.push(gameSection(player.name, game, graded.players.length > 1));
  }
  const games = new Set(graded.players.flatMap((p) => p.games.map((g) => g.game)));
  return el('div', {className: 'graded'},
    el('p', {className: 'note'}, 'Rules ' + graded.rules + '; decisions losing more than ' + graded.threshold
      + ' expected points are flagged.'),
    pads && (graded.players.length > 1 || games.size > 1) ? sessionView(graded.players, [...games].sort((a, b) => a - b)) : [],
    sections.length ? sections : el('p', {}, 'The record holds no game.'));
}

/** The card a graded game leaves: the boxes its decisions scored, and its extra-Yahtzee bonuses (what the score has more). */
export function gradedCard(game) {
  const card = {};
  for (const d of game.decisions) if (d.played.action === 'score') card[d.played.box] = d.played.points;
  return {card, bonuses: Math.round((game.score - cardSums(card).total) / 100)};
}

/**
 * Each game of the record as a pad (the players' cards side by side) with who won it, and, when
 * the same players play every game, the session's totals and who wins it (docs/rules.md).
 */
function sessionView(players, numbers) {
  const pads = numbers.map((number) => {
    const seated = players.flatMap((p) => p.games.filter((g) => g.game === number).map((g) => ({name: p.name, game: g})));
    const complete = seated.every((s) => s.game.complete);
    const columns = seated.map((s) => {
      const {card, bonuses} = gradedCard(s.game);
      return {heading: who(s.name), card, bonuses, cell: (box) => (card[box] === undefined ? '' : String(card[box]))};
    });
    return el('section', {className: 'panel', 'data-pad': number},
      el('h3', {}, 'Game ' + number + (complete ? '' : ' (in progress)')),
      el('div', {className: 'scroll'}, scorePad(columns)),
      complete && seated.length > 1 ? el('p', {className: 'result', 'data-game-result': number},
        result(seated.map((s) => s.name), seated.map((s) => s.game.score)) + '.') : []);
  });
  const session = numbers.length > 1 && players.every((p) => p.games.length === numbers.length)
    ? el('section', {className: 'panel', 'data-session': ''}, el('h3', {}, 'The session'),
      sessionTable(players.map((p) => p.name), numbers.map((number, k) => ({number,
        totals: players.map((p) => p.games[k].score), complete: players.every((p) => p.games[k].complete)})),
      players.every((p) => p.games.every((g) => g.complete))))
    : [];
  return el('div', {className: 'pads'}, session, pads);
}

function gameSection(name, game, several) {
  const who = name === '' ? 'Game ' + game.game : name + ', game ' + game.game;
  return el('section', {className: 'panel game', 'data-player': name, 'data-game': game.game},
    el('h2', {}, who + ': ' + (game.complete ? 'final score ' : 'score so far ') + game.score,
      game.complete ? '' : el('span', {className: 'note'}, ' (in progress, ' + game.turns + ' of 13 turns)')),
    el('div', {className: 'layout'},
      card(game),
      el('div', {},
        skillAndLuck(game),
        game.goal ? goalFigures(game.goal) : [],
        facts(game),
        flagged(game),
        lossChart(game),
        el('details', {}, el('summary', {}, 'Every decision (' + game.decisions.length + ')'),
          el('div', {className: 'scroll'}, decisionTable(game.decisions, () => true))))));
}

/** The card from the decisions that scored: box, points, turn and dice; the bonuses are what the score has more. */
function card(game) {
  const scored = {};
  let sum = 0;
  for (const d of game.decisions) {
    if (d.played.action === 'score') {
      scored[d.played.box] = d;
      sum += d.played.points;
    }
  }
  const rows = BOXES.map(([box, label]) => {
    const d = scored[box];
    return el('tr', {className: d ? 'filled' : 'open'}, el('th', {scope: 'row'}, label),
      el('td', {className: 'n'}, d ? String(d.played.points) : ''),
      el('td', {className: 'n note'}, d ? 'turn ' + d.turn : ''),
      el('td', {className: 'dice-text'}, d ? spaced(d.dice) : ''));
  });
  return el('table', {className: 'card'},
    el('thead', {}, el('tr', {}, el('th', {}, 'box'), el('th', {className: 'n'}, 'points'), el('th', {}, ''), el('th', {}, 'dice'))),
    el('tbody', {}, rows.slice(0, 6), rows.slice(6),
      el('tr', {className: 'sub'}, el('th', {scope: 'row'}, 'Bonuses'), el('td', {className: 'n'}, String(game.score - sum)),
        el('td', {colspan: 2, className: 'note'}, 'upper bonus and extra Yahtzees')),
      el('tr', {className: 'total'}, el('th', {scope: 'row'}, 'Total'), el('td', {className: 'n', 'data-score': game.score},
        String(game.score)), el('td', {colspan: 2}))));
}

function skillAndLuck(game) {
  const left = game.complete ? String(game.score) : game.score + ' + ' + fmt(game.stillToCome);
  return el('div', {className: 'panel'},
    el('h3', {}, 'Skill and luck'),
    el('p', {className: 'n mono', 'data-equation': ''}, left + ' = ' + fmt(game.expectedAtStart) + ' \u2212 '
      + fmt(game.totalLoss) + ' + ' + (game.luck < 0 ? '(' + fmt(game.luck) + ')' : fmt(game.luck))),
    el('p', {className: 'note'}, (game.complete ? 'Final score' : 'Score plus the expected rest')
      + ' = expected score at the start \u2212 points lost by the decisions + the luck of the dice.'));
}

/** The result of a goal once settled, in words (grade --goal's outcome). */
const OUTCOMES = {won: 'Won.', tied: 'Tied for first.', lost: 'Lost.', met: 'Target met.', missed: 'Target missed.'};

/**
 * The game graded for a goal (the grade's "goal"): its probability now as at the start less what
 * the decisions gave away plus the luck, in percentage points, and the result once settled.
 */
function goalFigures(goal) {
  const pp = (p) => fmt(100 * p);
  const heading = goalHeading(goal.name);
  return el('div', {className: 'panel', 'data-goal': goal.name},
    el('h3', {}, 'For the goal: ' + heading),
    el('p', {className: 'n mono', 'data-goal-equation': ''}, pp(goal.pNow) + '% = ' + pp(goal.pAtStart) + '% \u2212 '
      + pp(goal.totalLoss) + ' + ' + (goal.luck < 0 ? '(' + pp(goal.luck) + ')' : pp(goal.luck))),
    el('p', {className: 'note'}, (goal.outcome ? 'The result' : heading + ' now') + ' = ' + heading
      + ' at the start \u2212 percentage points lost by the decisions + the luck of the dice'
      + (goal.session ? '; game ' + goal.session.game + ' of a session of ' + goal.session.games
        + ', counted over the session\u2019s totals' : '') + '.'),
    goal.outcome ? el('p', {className: 'result', 'data-outcome': goal.outcome}, OUTCOMES[goal.outcome]) : [],
    el('p', {'data-goal-flagged': goal.flagged}, goal.flagged + ' decisions lost more than ' + pp(goal.threshold)
      + ' percentage points.'));
}

function facts(game) {
  const classes = Object.entries(game.lossClasses).filter(([, count]) => count > 0)
    .map(([name, count]) => el('span', {className: 'tag ' + name}, count + ' ' + name));
  return el('table', {className: 'facts'}, el('tbody', {},
    el('tr', {}, el('th', {}, 'decisions'), el('td', {}, String(game.decisions.length))),
    el('tr', {}, el('th', {}, 'flagged'), el('td', {'data-flagged': game.flagged}, String(game.flagged), ' ', classes)),
    el('tr', {}, el('th', {}, 'points lost'), el('td', {'data-loss': game.totalLoss}, fmt(game.totalLoss))),
    el('tr', {}, el('th', {}, 'loss per decision'), el('td', {}, fmt(game.meanLoss, 3),
      el('span', {className: 'note'}, " (Verhoeff's proficiency test: under 0.2)")))));
}

function flagged(game) {
  if (game.flagged === 0) return el('p', {}, 'No decision lost more than the threshold.');
  return el('div', {}, el('h3', {}, 'Flagged decisions'),
    el('div', {className: 'scroll'}, decisionTable(game.decisions, (d) => d.flagged)));
}

/** The decisions that pass {@code shown}: turn, roll, dice, played, best and loss. */
export function decisionTable(decisions, shown) {
  return el('table', {className: 'decisions'},
    el('thead', {}, el('tr', {}, ['turn', 'roll', 'dice', 'played', 'best', 'loss'].map((h, i) =>
      el('th', {className: i < 2 || i === 5 ? 'n' : null}, h)))),
    el('tbody', {}, decisions.filter(shown).map((d) => el('tr', {className: d.flagged ? 'flagged' : null},
      el('td', {className: 'n'}, String(d.turn)), el('td', {className: 'n'}, String(d.roll)),
      el('td', {className: 'dice-text'}, spaced(d.dice)), el('td', {}, moveText(d.played)),
      el('td', {}, moveText(d.best)), el('td', {className: 'n'}, fmt(d.loss))))));
}

/** The points lost in each turn, as bars (SVG drawn from numbers). */
function lossChart(game) {
  const perTurn = new Array(13).fill(0);
  for (const d of game.decisions) perTurn[d.turn - 1] += d.loss;
  const top = Math.max(1, ...perTurn);
  const w = 420, h = 150, left = 34, bottom = 20, slot = (w - left - 4) / 13;
  const bars = perTurn.map((loss, i) => {
    const height = (h - bottom - 8) * loss / top;
    return el('svg:rect', {className: 'bar' + (loss > 0.01 ? ' flagged' : ''), x: left + i * slot + 3,
      y: h - bottom - height, width: slot - 6, height: Math.max(0, height)},
    el('svg:title', {}, 'turn ' + (i + 1) + ': ' + fmt(loss) + ' points lost'));
  });
  const labels = perTurn.map((_, i) => el('svg:text', {x: left + i * slot + slot / 2, y: h - 5, 'text-anchor': 'middle'},
    String(i + 1)));
  return el('figure', {},
    el('svg:svg', {viewBox: '0 0 ' + w + ' ' + h, role: 'img', 'aria-label': 'points lost in each turn'},
      el('svg:line', {className: 'axis', x1: left, y1: h - bottom, x2: w, y2: h - bottom}),
      el('svg:line', {className: 'axis', x1: left, y1: 4, x2: left, y2: h - bottom}),
      el('svg:text', {x: left - 4, y: 12, 'text-anchor': 'end'}, fmt(top, 1)),
      el('svg:text', {x: left - 4, y: h - bottom, 'text-anchor': 'end'}, '0'),
      bars, labels),
    el('figcaption', {}, 'Expected points lost in each turn (' + fmt(game.totalLoss) + ' in all).'));
}
