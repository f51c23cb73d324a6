// The ranked options of an advice answer (yahtzee-advice/1) as a table, for the advisor and the
// play page: as advise prints them, best first, each move with its expected final total and its
// loss; playing for a goal (a target, or a win), first its probability and its loss in percentage points.
import {el, fmt, moveText} from './common.js';

/** Losses under half a hundredth print as "<0.01", as on the command line: "0.00" would read as "just as good". */
const SMALLEST_SHOWN = 0.005;

/** Losses under this are ties, as the ranking counts them (the engine's Advice.TIE): "0.00", just as good (as on the command line). */
const TIE = 1e-9;

/** The goal's probability as a heading, as the command line heads its column: "P(≥300)" for reach:300, "P(win)". */
export function goalHeading(goal) {
  return goal === 'win' ? 'P(win)' : 'P(\u2265' + Number(goal.slice('reach:'.length)) + ')';
}

/** A probability as a percentage, two decimals. */
export function percent(p) {
  return fmt(100 * p) + '%';
}

/**
 * A loss as the command line shows it, after {@code scale} (100: in percentage points): "best" on
 * the one option the column is ranked by (the first with no loss), "0.00" for a tie, "<0.01"
 * under half a hundredth, else two decimals. Under a goal the table is ranked by the goal, and
 * its expected-score column marks best the option best for the average, wherever it stands: row
 * 1 is then best for the goal, not necessarily for the points.
 */
function lossText(loss, scale, isBest) {
  return isBest ? 'best' : loss < TIE ? fmt(0) : scale * loss < SMALLEST_SHOWN ? '<0.01' : fmt(scale * loss);
}

/**
 * The options table: {@code answer} the advice, {@code limit} how many rows (all if absent),
 * {@code sd} whether to show the SD column, {@code action(option)} a cell of the last column
 * (the advisor's apply button), or none.
 */
export function optionsTable(answer, {limit = Infinity, sd = false, action = null} = {}) {
  const goal = Boolean(answer.goal);
  const options = answer.options.slice(0, limit);
  const evBest = answer.options.findIndex((o) => o.loss === 0);
  const headings = [['#', 'n'], ['move', null],
    ...(goal ? [[goalHeading(answer.goal), 'n'], ['loss (pp)', 'n']] : []),
    ['expected total', 'n'], ['loss', 'n'], ...(sd ? [['sd', 'n sd']] : []), ...(action ? [['', null]] : [])];
  const row = (o, i) => el('tr', {className: i === 0 ? 'best' : null, 'data-move': moveText(o)},
    el('td', {className: 'n'}, String(i + 1)),
    el('td', {className: 'move'}, moveText(o)),
    goal ? [el('td', {className: 'n', 'data-p': o.pGoal}, percent(o.pGoal)),
      el('td', {className: 'n', 'data-goal-loss': ''}, lossText(o.goalLoss, 100, i === 0))] : [],
    el('td', {className: 'n', 'data-total': o.expectedTotal}, fmt(o.expectedTotal)),
    el('td', {className: 'n', 'data-loss': ''}, lossText(o.loss, 1, i === evBest)),
    sd ? el('td', {className: 'n sd'}, fmt(o.sd)) : [],
    action ? el('td', {}, action(o)) : []);
  return el('table', {className: 'options'},
    el('thead', {}, el('tr', {}, headings.map(([text, className]) => el('th', {className, scope: 'col'}, text)))),
    el('tbody', {}, options.map(row)));
}
