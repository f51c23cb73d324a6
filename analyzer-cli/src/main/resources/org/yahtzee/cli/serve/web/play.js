// The play page: one or several players on one pad, virtual dice (seeded: ?seed=N replays a
// session) or dice typed from a real table, one game after another in a session. After each roll
// the engine's options for the position are asked (POST /api/v1/advise, for the goal chosen) and
// shown unless the player turns advice off; the move made is found among them, and its loss is
// the coach's line. After each box scored the game so far is graded (POST /api/v1/grade), which
// gives the scores and the points lost; at the end the whole game is graded and shown, and the
// session's totals say who wins. The record is the project's text form.
import {api, ascending, BOXES, count, earnsYahtzeeBonus, el, fill, fmt, moveText, ruleOptions, showError} from './common.js';
import {goalHeading} from './options.js';
import {draw} from './play-view.js';
import {hideOffer, missingReachTable, offerBuild} from './reach-build.js';
import {gradedRecord} from './report.js';

const $ = (id) => document.getElementById(id);
/** A loss under this (points, or percentage points under a goal) is the best move, as the command line rounds. */
const BEST = 0.005;

/**
 * The virtual dice: mulberry32, a 32-bit generator whose whole state is one number, so a seed
 * replays a game and an undo restores the dice exactly. Returns [face 1..6, next state].
 */
export function rollDie(state) {
  const next = (state + 0x6D2B79F5) | 0;
  let t = Math.imul(next ^ (next >>> 15), 1 | next);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [1 + Math.floor(u * 6), next];
}

/**
 * The session: its settings, the games played ({number, totals}), and the game in progress:
 * its players' cards, whose turn, the dice, the record's lines and the coach's feedback. A
 * snapshot of it (JSON) before each move is what undo restores, the virtual dice included.
 */
let session = null;
/** Snapshots of the session before each move of the game in progress, for undo. */
const history = [];
/** The engine's options for the position showing: {now, scoring, goalMissing} (rollsLeft as it is, and 0). */
let advice = null;
let busy = false;
let allOptions = false;

function game() {
  return session.game;
}

function player() {
  return game().players[game().current];
}

function rollsLeft() {
  return 3 - game().roll;
}

function newGame(number) {
  return {number, players: session.names.map((name) => ({name, card: {}, bonuses: 0, turns: 0, score: 0, loss: 0})),
    current: 0, roll: 0, dice: [], held: [], line: '', lines: [], feedback: [], over: false};
}

async function start() {
  showError($('setup-error'), null);
  const names = $('players').value.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const seedText = $('seed').value.trim();
  if (!/^[0-9]{1,10}$/.test(seedText) || Number(seedText) > 4294967295) {
    showError($('setup-error'), new Error('seed: expected a whole number from 0 to 4294967295, found "' + seedText + '"'));
    return;
  }
  const goalTarget = $('target').value.trim();
  if ($('goal').value === 'reach' && !/^[0-9]{1,3}$/.test(goalTarget)) {
    showError($('setup-error'), new Error('target: expected a whole number of points, found "' + goalTarget + '"'));
    return;
  }
  if ($('goal').value === 'win' && names.length < 2) {
    showError($('setup-error'), new Error('beating the other players needs two or more players: name them, or play for '
      + 'a final total'));
    return;
  }
  const mode = document.querySelector('input[name="mode"]:checked').value;
  const goal = $('goal').value === 'reach' ? 'reach:' + Number(goalTarget) : $('goal').value;
  const header = ['# played on the play page of yahtzee serve, ' + (mode === 'virtual' ? 'virtual dice, seed ' + seedText
    : 'dice typed from a table') + (goal === 'ev' ? '' : ', playing for ' + goal), 'rules: ' + $('rules').value];
  if (names.length) {
    // The names as the record reader checks them (a number, a colon, a name twice, ...): a game of
    // named players with no turn yet is a record of its own. Alone, there is no name to check.
    try {
      await api('grade', [...header, ...names.map((name) => 'player: ' + name), ''].join('\n'));
    } catch (error) {
      showError($('setup-error'), error.problems.length ? new Error('players: ' + error.problems[0].message) : error);
      return;
    }
  }
  session = {rules: $('rules').value, mode, seed: Number(seedText), rng: Number(seedText) | 0, goal, header,
    names: names.length ? names : [''], planned: Number($('games').value), games: [], over: false, game: null};
  session.game = newGame(1);
  beginGame();
}

/** Shows the game just started: no move to undo, no grade yet. */
function beginGame() {
  history.length = 0;
  advice = null;
  $('setup').hidden = true;
  $('game').hidden = false;
  $('final').hidden = true;
  fill($('graded'));
  render();
  nextControl().focus();
}

/** The lines of a game: its number, its players, its turns. */
function gameLines(g) {
  return ['game: ' + g.number, ...session.names.filter((name) => name !== '').map((name) => 'player: ' + name), ...g.lines];
}

/** The record of the session (the games played and the one in progress, if any), or of the game in progress only. */
function record(whole) {
  const games = whole ? [...session.games.map((g) => g.lines), ...(session.over ? [] : [gameLines(game())])]
    : [gameLines(game())];
  return [...session.header, ...games.flat(), ''].join('\n');
}

/** The dice of a roll: virtual, or read from the typed field; null (with the error shown) if typed wrong. */
function newFaces(number) {
  if (session.mode === 'virtual') {
    const faces = [];
    for (let i = 0; i < number; i++) {
      const [face, next] = rollDie(session.rng);
      faces.push(face);
      session.rng = next;
    }
    return faces;
  }
  const digits = $('typed-dice').value.replace(/[\s,]/g, '');
  if (!new RegExp('^[1-6]{' + number + '}$').test(digits)) {
    showError($('error'), new Error('dice: expected ' + count(number, 'die', 'dice') + ', each 1 to 6, found "'
      + $('typed-dice').value + '"'));
    return null;
  }
  $('typed-dice').value = '';
  return digits.split('').map(Number);
}

async function roll() {
  const g = game();
  if (busy || g.over || g.roll === 3 && advice) return;
  showError($('error'), null);
  if (g.roll > 0 && !advice) { // the engine's answer for these dice failed (shown): ask again, the dice unchanged
    await position();
    return;
  }
  const before = JSON.stringify(session);
  if (g.roll === 0) {
    const faces = newFaces(5);
    if (!faces) return;
    g.dice = faces;
    g.held = [false, false, false, false, false];
    g.line = (player().name ? player().name + ' ' : '') + (player().turns + 1) + ': ' + faces.join('');
  } else {
    const kept = ascending(g.dice.filter((_, i) => g.held[i]).join(''));
    if (kept.length === 5) {
      showError($('error'), new Error('every die is held: release some to roll them, or score the dice'));
      return;
    }
    const faces = newFaces(5 - kept.length);
    if (!faces) return;
    const option = advice.now.options.find((o) => o.action === 'keep' && o.keep === kept);
    coach(moveText(option), option.loss, option.goalLoss, advice.now.options[0]);
    let next = 0;
    g.dice = g.dice.map((face, i) => (g.held[i] ? face : faces[next++]));
    g.line += ' keep ' + (kept || 'none') + ' -> ' + g.dice.join('');
  }
  history.push(before);
  g.roll++;
  await position();
}

/**
 * Asks the engine for the position showing, then draws it. Playing for a goal on a card the
 * server cannot yet answer it for (more than 6 boxes open, or 7 for a win, and no reach table in
 * its cache: a 400 on the field goal), the options are asked for the average instead, the page
 * says why and offers to build the table. Playing to win, the session so far goes as its record
 * (the games finished, then the one in progress) with the games planned, from which the server
 * reads the player to move, the others' cards and every player's total before this game, and
 * plays for the session total as yahtzee play --games N does.
 */
async function position() {
  busy = true;
  render();
  try {
    const where = (goal) => (goal === 'win' ? {record: record(true), games: session.planned}
      : {rules: session.rules, card: player().card, yahtzeeBonuses: player().bonuses});
    const ask = (left, goal) => api('advise', {...where(goal), dice: game().dice.join(''), rollsLeft: left, top: 'all', goal});
    const both = (goal) => Promise.all([ask(rollsLeft(), goal), rollsLeft() === 0 ? null : ask(0, goal)]);
    let goalMissing = null;
    let answers;
    try {
      answers = await both(session.goal);
    } catch (error) {
      if (session.goal === 'ev' || error.field !== 'goal') throw error;
      const rules = missingReachTable(error);
      goalMissing = rules ? 'the ' + rules + ' reach table is not built yet' : error.message;
      if (rules) offerBuild($('reach-build'), rules, askAgain);
      answers = await both('ev');
    }
    if (!goalMissing) hideOffer($('reach-build'));
    advice = {now: answers[0], scoring: answers[1] || answers[0], goalMissing};
  } catch (error) {
    advice = null;
    showError($('error'), error);
  } finally {
    busy = false;
    render();
    restoreFocus();
  }
}

/** The reach table built: the position showing asked for again, now for the goal. */
function askAgain() {
  if (session && !busy && game().roll > 0 && !game().over) position();
}

async function score(box) {
  const g = game();
  if (busy || g.over || g.roll === 0 || !advice) return;
  const option = advice.scoring.options.find((o) => o.box === box);
  if (!option) return;
  history.push(JSON.stringify(session));
  if (rollsLeft() > 0) {
    // Scoring with rolls left is keeping all five and scoring now, as the grader counts it: one action, one line.
    const standPat = advice.now.options.find((o) => o.action === 'keep' && o.keep.length === 5);
    coach(moveText(option) + ' with ' + count(rollsLeft(), 'roll') + ' left', standPat.loss + option.loss,
      standPat.goalLoss === undefined ? undefined : standPat.goalLoss + option.goalLoss, advice.now.options[0]);
  } else {
    coach(moveText(option), option.loss, option.goalLoss, advice.now.options[0]);
  }
  const p = player();
  if (earnsYahtzeeBonus(session.rules, p.card, g.dice.join(''))) p.bonuses++;
  p.card[box] = option.points;
  p.turns++;
  g.lines.push(g.line + ' score ' + box + ' ' + option.points);
  g.roll = 0;
  g.dice = [];
  g.current = (g.current + 1) % g.players.length;
  advice = null;
  g.over = g.players.every((q) => q.turns === BOXES.length);
  await graded();
}

/**
 * Grades the game so far: the players' scores and points lost, and at its end the whole report,
 * for the goal too (seconds: only then), its turns valued as the advice valued them; a goal the
 * server cannot grade it for (the reach table missing, too many players) leaves the grade for the
 * points, and says why.
 */
async function graded() {
  busy = true;
  render();
  const g = game();
  try {
    let answer;
    try {
      // asAdvised: the goal's turns valued as the advice and the coach valued them (to win, exact
      // from 9 open boxes, the turns the advice solved), not as a record posted to grade is
      answer = await api('grade' + (g.over && session.goal !== 'ev'
        ? '?goal=' + encodeURIComponent(session.goal) + '&asAdvised=true' : ''), record(false));
    } catch (error) {
      if (!g.over || session.goal === 'ev' || error.field !== 'goal') throw error;
      showError($('error'), new Error('Not graded for the goal: ' + error.message));
      answer = await api('grade', record(false));
    }
    answer.players.forEach((p, i) => {
      g.players[i].score = p.games[0].score;
      g.players[i].loss = p.games[0].totalLoss;
    });
    if (g.over) {
      fill($('graded'), gradedRecord(answer, {pads: false}));
      $('final').hidden = false;
    }
  } catch (error) {
    showError($('error'), error);
  } finally {
    busy = false;
    render();
    restoreFocus();
  }
}

/** The coach's line on the move just made, in the words of the command line's coach, and its losses. */
function coach(move, loss, goalLoss, best) {
  const g = game();
  const goal = goalLoss !== undefined;
  const lost = goal ? 100 * goalLoss : loss;
  const good = lost < BEST;
  const inGoal = goal ? ' pp of ' + goalHeading(session.goal) : '';
  const text = (player().name ? player().name + ', ' : '') + 'turn ' + (player().turns + 1) + ', roll ' + g.roll + ': ' + move
    + (good ? ': the best move' + (goal ? ' for the goal' : '') : ' lost ' + fmt(lost) + inGoal + '; best was ' + moveText(best))
    + (goal && loss >= BEST ? ' (' + fmt(loss) + ' points below the best average)' : '');
  g.feedback.push({player: g.current, turn: player().turns + 1, text, loss, goalLoss: goal ? goalLoss : 0, lost, good});
}

function undo() {
  if (busy || history.length === 0) return;
  session = JSON.parse(history.pop());
  advice = null;
  $('final').hidden = true;
  showError($('error'), null);
  if (game().roll > 0) position(); else render();
}

/** The game over: its totals go into the session; the next game starts with the same players and dice. */
function nextGame() {
  const g = game();
  session.games.push({number: g.number, totals: g.players.map((p) => p.score), lines: gameLines(g)});
  session.game = newGame(g.number + 1);
  beginGame();
}

function endSession() {
  const g = game();
  session.games.push({number: g.number, totals: g.players.map((p) => p.score), lines: gameLines(g)});
  session.over = true;
  render();
  $('new-session').focus();
}

function download() {
  const url = URL.createObjectURL(new Blob([record(true)], {type: 'text/plain'}));
  const link = el('a', {href: url, download: 'yahtzee-game' + (session.mode === 'virtual' ? '-seed-' + session.seed : '') + '.txt'});
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** The control the player uses next: the typed dice field or the roll button; at the end, the next game. */
function nextControl() {
  if (game().over) return session.over ? $('new-session') : $('next-game').hidden ? $('end-session') : $('next-game');
  return session.mode === 'typed' && !$('typed').hidden ? $('typed-dice') : $('roll');
}

/** After an answer, the focus back on a control if the redraw took it away (a disabled button loses it). */
function restoreFocus() {
  if (!document.activeElement || document.activeElement === document.body) nextControl().focus();
}

/** Draws the page from the state. */
function render() {
  draw({session, advice, busy, allOptions, undoable: history.length > 0, score, hold});
}

/** A die pressed: held, or released. */
function hold(i) {
  game().held[i] = !game().held[i];
  render();
  document.querySelector('[data-die="' + i + '"]').focus();
}

function setup() {
  ruleOptions($('rules'));
  const seed = new URLSearchParams(location.search).get('seed');
  $('seed').value = seed !== null && /^[0-9]{1,10}$/.test(seed) ? seed : String(Math.floor(Math.random() * 4294967296));
  $('goal').addEventListener('change', () => { $('target').disabled = $('goal').value !== 'reach'; });
  $('start').addEventListener('click', start);
  $('roll').addEventListener('click', roll);
  $('undo').addEventListener('click', undo);
  $('download').addEventListener('click', download);
  $('next-game').addEventListener('click', nextGame);
  $('end-session').addEventListener('click', endSession);
  $('new-session').addEventListener('click', () => {
    $('game').hidden = true;
    $('setup').hidden = false;
    $('players').focus();
  });
  $('show-advice').addEventListener('change', () => { if (session) render(); });
  $('advice-more').addEventListener('click', () => { allOptions = !allOptions; render(); });
  $('typed-dice').addEventListener('keydown', (event) => { if (event.key === 'Enter') roll(); });
  $('players').focus();
}

setup();
