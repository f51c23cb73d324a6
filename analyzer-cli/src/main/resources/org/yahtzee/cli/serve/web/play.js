// The play page: one or several players, virtual dice (seeded: ?seed=N replays a game) or dice
// typed from a real table. Before each move the engine's options for the position are asked
// (POST /api/v1/advise); the move made is found among them, and its loss is the coach's
// feedback. After each turn the record so far is graded (POST /api/v1/grade), which gives the
// scores; at the end the whole game is graded and shown. The record is the project's text form.
import {api, ascending, die, earnsYahtzeeBonus, el, fill, fmt, moveText, ruleOptions, scoreCard, showError} from './common.js';
import {gradedRecord} from './report.js';

const $ = (id) => document.getElementById(id);
const TURNS = 13;

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

let game = null;
/** Snapshots of the game before each move, for undo. */
const history = [];
/** The engine's options for the position showing: {now, scoring} (rollsLeft as it is, and 0). */
let advice = null;
let busy = false;

function player() {
  return game.players[game.current];
}

function rollsLeft() {
  return 3 - game.roll;
}

async function start() {
  showError($('setup-error'), null);
  const names = $('players').value.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const seedText = $('seed').value.trim();
  if (!/^[0-9]{1,10}$/.test(seedText) || Number(seedText) > 4294967295) {
    showError($('setup-error'), new Error('seed: expected a whole number from 0 to 4294967295, found "' + seedText + '"'));
    return;
  }
  const mode = document.querySelector('input[name="mode"]:checked').value;
  const header = ['# played on the play page of yahtzee serve, ' + (mode === 'virtual' ? 'virtual dice, seed ' + seedText
    : 'dice typed from a table'), 'rules: ' + $('rules').value, ...names.map((name) => 'player: ' + name)];
  try {
    await api('grade', header.join('\n') + '\n'); // the record's own checks: names, rules
  } catch (error) {
    // A header without players holds no game yet, which the record's checks call a problem: not here.
    const notBegun = !names.length && error.problems && error.problems.length === 1
      && error.problems[0].message.startsWith('no game in the record');
    if (!notBegun) {
      showError($('setup-error'), error.problems.length ? new Error('players: ' + error.problems[0].message) : error);
      return;
    }
  }
  game = {
    rules: $('rules').value, mode, seed: Number(seedText), rng: Number(seedText) | 0, header, lines: [],
    players: (names.length ? names : ['']).map((name) => ({name, card: {}, bonuses: 0, turns: 0, score: 0, loss: 0})),
    current: 0, roll: 0, dice: [], held: [], line: '', feedback: [], over: false,
  };
  history.length = 0;
  advice = null;
  $('setup').hidden = true;
  $('game').hidden = false;
  $('final').hidden = true;
  render();
  $('roll').focus();
}

function record() {
  return [...game.header, ...game.lines, ''].join('\n');
}

/** The dice of a roll: virtual, or read from the typed field; null (with the error shown) if typed wrong. */
function newFaces(count) {
  if (game.mode === 'virtual') {
    const faces = [];
    for (let i = 0; i < count; i++) {
      const [face, next] = rollDie(game.rng);
      faces.push(face);
      game.rng = next;
    }
    return faces;
  }
  const digits = $('typed-dice').value.replace(/[\s,]/g, '');
  if (!new RegExp('^[1-6]{' + count + '}$').test(digits)) {
    showError($('error'), new Error('dice: expected ' + count + (count === 1 ? ' die' : ' dice') + ', each 1 to 6, found "'
      + $('typed-dice').value + '"'));
    return null;
  }
  $('typed-dice').value = '';
  return digits.split('').map(Number);
}

async function roll() {
  if (busy || game.over || game.roll === 3) return;
  showError($('error'), null);
  const before = JSON.stringify(game);
  if (game.roll === 0) {
    const faces = newFaces(5);
    if (!faces) return;
    game.dice = faces;
    game.held = [false, false, false, false, false];
    game.line = (player().name ? player().name + ' ' : '') + (player().turns + 1) + ': ' + faces.join('');
  } else {
    const kept = ascending(game.dice.filter((_, i) => game.held[i]).join(''));
    if (kept.length === 5) {
      showError($('error'), new Error('every die is held: release some to roll them, or score the dice'));
      return;
    }
    const faces = newFaces(5 - kept.length);
    if (!faces) return;
    const option = advice.now.options.find((o) => o.action === 'keep' && o.keep === kept);
    coach(moveText(option), option.loss, advice.now.options[0]);
    let next = 0;
    game.dice = game.dice.map((face, i) => (game.held[i] ? face : faces[next++]));
    game.line += ' keep ' + (kept || 'none') + ' -> ' + game.dice.join('');
  }
  history.push(before);
  game.roll++;
  await position();
}

/** Asks the engine for the position showing, then draws it. */
async function position() {
  busy = true;
  render();
  try {
    const ask = (left) => api('advise', {rules: game.rules, card: player().card, dice: game.dice.join(''), rollsLeft: left,
      top: 'all'});
    const [now, scoring] = await Promise.all([ask(rollsLeft()), rollsLeft() === 0 ? null : ask(0)]);
    advice = {now, scoring: scoring || now};
  } catch (error) {
    advice = null;
    showError($('error'), error);
  } finally {
    busy = false;
    render();
  }
}

async function score(box) {
  if (busy || game.over || game.roll === 0 || !advice) return;
  const option = advice.scoring.options.find((o) => o.box === box);
  if (!option) return;
  history.push(JSON.stringify(game));
  if (rollsLeft() > 0) {
    // Scoring with rolls left is keeping all five and scoring now, as the grader counts it.
    const standPat = advice.now.options.find((o) => o.action === 'keep' && o.keep.length === 5);
    coach(moveText(option) + ' with ' + rollsLeft() + (rollsLeft() === 1 ? ' roll' : ' rolls') + ' left',
      standPat.loss + option.loss, advice.now.options[0]);
  } else {
    coach(moveText(option), option.loss, advice.now.options[0]);
  }
  if (earnsYahtzeeBonus(game.rules, player().card, game.dice.join(''))) player().bonuses++;
  player().card[box] = option.points;
  player().turns++;
  game.lines.push(game.line + ' score ' + box + ' ' + option.points);
  game.roll = 0;
  game.dice = [];
  game.current = (game.current + 1) % game.players.length;
  advice = null;
  game.over = game.players.every((p) => p.turns === TURNS);
  await graded();
}

/** Grades the record so far: the players' scores, and at the end the whole report. */
async function graded() {
  busy = true;
  render();
  try {
    const answer = await api('grade', record());
    answer.players.forEach((p, i) => {
      game.players[i].score = p.games[0].score;
      game.players[i].loss = p.games[0].totalLoss;
    });
    if (game.over) {
      fill($('graded'), gradedRecord(answer));
      $('final').hidden = false;
      $('last').textContent = 'Game over: ' + game.players.map((p) => (p.name || 'you') + ' ' + p.score).join(', ')
        + '. The graded game is below.';
      $('final-heading').focus();
    }
  } catch (error) {
    showError($('error'), error);
  } finally {
    busy = false;
    render();
  }
}

function coach(move, loss, best) {
  const who = player().name ? player().name + ', ' : '';
  const text = who + 'turn ' + (player().turns + 1) + ', roll ' + game.roll + ': ' + move
    + (loss < 0.005 ? ': the best move' : ': lost ' + fmt(loss) + ' (best: ' + moveText(best) + ')');
  game.feedback.push({text, loss, good: loss < 0.005});
}

function undo() {
  if (busy || history.length === 0) return;
  game = JSON.parse(history.pop());
  advice = null;
  $('final').hidden = true;
  showError($('error'), null);
  if (game.roll > 0) position(); else render();
}

function download() {
  const url = URL.createObjectURL(new Blob([record()], {type: 'text/plain'}));
  const link = el('a', {href: url, download: 'yahtzee-game' + (game.mode === 'virtual' ? '-seed-' + game.seed : '') + '.txt'});
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function render() {
  const p = player();
  const rolled = game.roll > 0;
  $('turn').textContent = game.over ? 'The game is over.' : (p.name ? p.name + ': ' : '') + 'turn ' + (p.turns + 1)
    + ' of ' + TURNS + ', ' + (rolled ? 'roll ' + game.roll + ' of 3' + (game.roll < 3 ? ': hold dice and roll again, or score'
      : ': score the dice') : 'roll the dice');
  fill($('dice'), [0, 1, 2, 3, 4].map((i) => die(rolled ? game.dice[i] : 0, {
    'aria-pressed': rolled ? String(game.held[i]) : null,
    'aria-label': rolled ? 'die ' + (i + 1) + ': ' + game.dice[i] + (game.held[i] ? ', held' : '') : 'die ' + (i + 1) + ': not rolled',
    'data-die': i, disabled: !rolled || game.roll === 3 || game.over,
    on: {click: () => { game.held[i] = !game.held[i]; render(); document.querySelector('[data-die="' + i + '"]').focus(); }},
  })));
  const typed = game.mode === 'typed';
  const count = rolled ? game.held.filter((h) => !h).length : 5;
  $('typed').hidden = !typed || game.over || game.roll === 3;
  $('typed-label').textContent = 'The ' + count + (count === 1 ? ' die' : ' dice') + (rolled ? ' rolled again' : ' rolled');
  $('roll').textContent = typed ? 'Enter the dice' : rolled ? 'Roll again' : 'Roll';
  $('roll').disabled = busy || game.over || game.roll === 3;
  $('undo').disabled = busy || history.length === 0;
  renderCard(p);
  $('last').textContent = game.feedback.length ? game.feedback[game.feedback.length - 1].text : 'No move yet.';
  fill($('feedback'), game.feedback.map((f) => el('li', {className: f.good ? null : 'lost'},
    el('span', {className: 'tag ' + (f.good ? 'good' : 'medium')},
      f.good ? 'best' : '\u2212' + fmt(f.loss)), ' ', f.text)));
  fill($('tally'), game.players.map((q, i) => el('div', {'data-tally': i},
    el('span', {}, (q.name || 'Score') + (q.name ? ' (score ' + q.score + ')' : ' ' + q.score)),
    el('span', {}, 'lost ' + fmt(q.loss)))));
}

function renderCard(p) {
  const options = advice && !busy ? advice.scoring.options : [];
  const allowed = (box) => options.find((o) => o.box === box);
  const label = (box, text) => (p.card[box] !== undefined || !allowed(box) ? text
    : el('button', {type: 'button', className: 'box', 'data-score': box,
      'aria-label': 'score ' + allowed(box).points + ' in ' + text, on: {click: () => score(box)}}, text));
  const cells = (box) => [el('td', {className: 'n'}, p.card[box] !== undefined ? String(p.card[box]) : ''),
    el('td', {className: 'preview'}, p.card[box] === undefined && allowed(box) ? '+' + allowed(box).points : '')];
  fill($('card'), scoreCard(p.card, p.bonuses, label, cells));
  $('card-heading').textContent = p.name ? p.name + "'s card" : 'Card';
}

function setup() {
  ruleOptions($('rules'));
  const seed = new URLSearchParams(location.search).get('seed');
  $('seed').value = seed !== null && /^[0-9]{1,10}$/.test(seed) ? seed : String(Math.floor(Math.random() * 4294967296));
  $('start').addEventListener('click', start);
  $('roll').addEventListener('click', roll);
  $('undo').addEventListener('click', undo);
  $('download').addEventListener('click', download);
  $('typed-dice').addEventListener('keydown', (event) => { if (event.key === 'Enter') roll(); });
}

setup();
