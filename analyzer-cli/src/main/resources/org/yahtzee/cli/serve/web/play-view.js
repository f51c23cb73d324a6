// The play page drawn from its state: the turn and the dice, the result of a game, the advice,
// the pad (a column per player), the coach's lines and tallies, and the session's games. Nothing
// here changes the state: play.js does, then draws it again.
import {BOXES, count, die, el, fill, fmt, scorePad} from './common.js';
import {goalHeading, optionsTable} from './options.js';
import {result, sessionTable, sessionTotals, who} from './session.js';

const $ = (id) => document.getElementById(id);
/** Options shown after a roll before "every option" is pressed (the command line's play shows 3 by default). */
const SHOWN_OPTIONS = 5;

/**
 * Draws the page. {@code state}: the session, the advice for the dice showing (or null), busy
 * (an answer awaited), allOptions (every option shown), undoable (a move to undo), and the
 * actions the page's own buttons call: score(box) and hold(die).
 */
export function draw(state) {
  const {session, busy} = state;
  const g = session.game;
  $('game').dataset.busy = String(busy); // waiting for an answer: for a person the disabled buttons say it, for tests this
  const p = g.players[g.current];
  const rolled = g.roll > 0;
  $('turn').hidden = g.over; // the result says it
  $('turn').textContent = g.over ? ''
    : who(p.name) + (p.name ? ': ' : ', ') + 'turn ' + (p.turns + 1) + ' of ' + BOXES.length
      + (session.games.length || g.number > 1 ? ', game ' + g.number : '') + ', '
      + (rolled ? 'roll ' + g.roll + ' of 3' + (g.roll < 3 ? ': hold dice and roll again, or score' : ': score the dice')
        : 'roll the dice');
  $('result').hidden = !g.over;
  const scores = g.players.map((q) => q.score);
  $('result').textContent = !g.over ? '' : 'Game ' + (g.number > 1 || session.games.length ? g.number + ' ' : '') + 'over: '
    + (g.players.length > 1 ? g.players.map((q) => who(q.name) + ' ' + q.score).join(', ') + '. ' : '')
    + result(session.names, scores).replace(/^./, (c) => c.toUpperCase()) + '.';
  fill($('dice'), [0, 1, 2, 3, 4].map((i) => die(rolled ? g.dice[i] : 0, {
    'aria-pressed': rolled ? String(g.held[i]) : null,
    'aria-label': rolled ? 'die ' + (i + 1) + ': ' + g.dice[i] + (g.held[i] ? ', held' : '') : 'die ' + (i + 1) + ': not rolled',
    'data-die': i, disabled: !rolled || g.roll === 3 || g.over,
    on: {click: () => state.hold(i)},
  })));
  const typed = session.mode === 'typed';
  const wanted = rolled ? g.held.filter((h) => !h).length : 5;
  $('typed').hidden = !typed || g.over || g.roll === 3;
  $('typed-label').textContent = 'The ' + count(wanted, 'die', 'dice') + (rolled ? ' rolled again' : ' rolled');
  const unanswered = rolled && !busy && !state.advice; // the engine's answer failed: the button asks again
  $('roll').textContent = unanswered ? 'Ask again' : typed ? 'Enter the dice' : rolled ? 'Roll again' : 'Roll';
  $('roll').disabled = busy || g.over || g.roll === 3 && state.advice !== null;
  $('undo').disabled = busy || !state.undoable;
  const more = g.over && !session.over;
  $('next-games').hidden = !g.over;
  $('next-game').hidden = !more || g.number >= session.planned;
  $('next-game').textContent = 'Next game (' + (g.number + 1) + ' of ' + session.planned + ')';
  $('end-session').hidden = !more;
  $('new-session').hidden = !session.over;
  drawAdvice(state);
  drawPad(state);
  drawCoach(session);
  drawSession(session);
}

function drawAdvice({session, advice, busy, allOptions}) {
  const show = $('show-advice').checked;
  const answer = advice && !busy && !session.game.over ? advice.now : null;
  $('advice').hidden = !show;
  fill($('advice'), show && answer ? optionsTable(answer, {limit: allOptions ? Infinity : SHOWN_OPTIONS}) : []);
  $('advice-more-row').hidden = !show || !answer || answer.options.length <= SHOWN_OPTIONS;
  $('advice-more').textContent = allOptions ? 'the first ' + SHOWN_OPTIONS + ' options' : 'every option (' + (answer ? answer.optionCount : 0) + ')';
  $('advice-more').setAttribute('aria-expanded', String(allOptions));
  $('advice-note').textContent = !show ? 'Advice is off: play unaided; the coach still judges each move.'
    : !answer ? (session.game.over ? '' : 'The options come after each roll.')
      : (advice.goalMissing ? 'Not ranked for the goal yet: ' + advice.goalMissing + '. Ranked by expected total meanwhile. ' : '')
        + 'Turn ' + answer.turn + ', ' + count(answer.rollsLeft, 'roll') + ' left: ' + count(answer.optionCount, 'option') + '.'
        + (answer.goal === 'win' && session.planned > 1 ? ' ' + sessionStanding(session) : '');
}

/** Playing to win a session: what the chances are of, and the totals the game started from. */
function sessionStanding(session) {
  const g = session.game;
  const before = sessionTotals(session.games, session.names.length);
  return 'P(win) is of the session total: game ' + g.number + ' of ' + session.planned
    + (session.games.length ? ', before it ' + session.names.map((name, i) => who(name) + ' ' + before[i]).join(', ') : '')
    + '.';
}

function drawPad({session, advice, busy, score}) {
  const g = session.game;
  const options = advice && !busy && !g.over ? advice.scoring.options : [];
  const allowed = (box) => options.find((o) => o.box === box);
  const cell = (q, i) => (box) => {
    if (q.card[box] !== undefined) return String(q.card[box]);
    const option = i === g.current ? allowed(box) : null;
    return option ? el('button', {type: 'button', className: 'box preview', 'data-score': box,
      'aria-label': 'score ' + option.points + ' in ' + box, on: {click: () => score(box)}}, String(option.points)) : '';
  };
  fill($('card'), scorePad(g.players.map((q, i) => ({heading: who(q.name), card: q.card, bonuses: q.bonuses,
    current: !g.over && i === g.current, cell: cell(q, i)}))));
  $('card-heading').textContent = 'Score pad' + (g.number > 1 || session.games.length ? ', game ' + g.number : '');
}

/** The coach: the last move's line, each player's tally (the turn in progress counted in) and every move. */
function drawCoach(session) {
  const g = session.game;
  const goal = session.goal !== 'ev';
  $('last').textContent = g.feedback.length ? g.feedback[g.feedback.length - 1].text : 'No move yet.';
  fill($('feedback'), g.feedback.map((f) => el('li', {className: f.good ? null : 'lost'},
    el('span', {className: 'tag ' + (f.good ? 'good' : 'medium')},
      f.good ? 'best' : '\u2212' + fmt(f.lost)), ' ', f.text)));
  fill($('tally'), g.players.map((q, i) => {
    // The grade of the turns scored, and the moves of the turn in progress (not graded until scored).
    const moves = g.feedback.filter((f) => f.player === i);
    const inProgress = moves.filter((f) => f.turn === q.turns + 1).reduce((sum, f) => sum + f.loss, 0);
    const goalLoss = moves.reduce((sum, f) => sum + f.goalLoss, 0);
    return el('div', {'data-tally': i},
      el('span', {}, who(q.name) + ': score ' + q.score),
      el('span', {'data-lost': ''}, 'lost ' + fmt(q.loss + inProgress) + ' points'
        + (goal ? ', ' + fmt(100 * goalLoss) + ' pp of ' + goalHeading(session.goal) : '')));
  }));
}

/** The games of the session finished so far (the one in progress is on the pad), once there is more than one game. */
function drawSession(session) {
  const g = session.game;
  const finished = [...session.games, ...(g.over && !session.over ? [{number: g.number, totals: g.players.map((p) => p.score)}] : [])];
  $('session').hidden = finished.length === 0 || g.number === 1 && !session.over;
  fill($('session-games'), $('session').hidden ? [] : sessionTable(session.names, finished, session.over));
}
