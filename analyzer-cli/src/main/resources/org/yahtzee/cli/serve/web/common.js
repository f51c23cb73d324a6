// What the four pages share: building the DOM (text only: nothing from a user or an answer is
// ever parsed as HTML), calling the API, the dice, the score card and the words of moves.
// The engine's answers come from the API; the card's sums below are for showing a card only.

/** An element with properties, attributes and children; strings become text nodes. */
export function el(tag, props = {}, ...children) {
  const node = tag.startsWith('svg:')
    ? document.createElementNS('http://www.w3.org/2000/svg', tag.slice(4))
    : document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = value;
    else if (key === 'on') for (const [type, fn] of Object.entries(value)) node.addEventListener(type, fn);
    else node.setAttribute(key === 'className' ? 'class' : key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

/** Replaces a node's children. */
export function fill(node, ...children) {
  node.replaceChildren();
  for (const child of children.flat()) if (child) node.append(child instanceof Node ? child : String(child));
  return node;
}

/** An error answer of the API (yahtzee-error/1): its kind, message and, for a record, its problems. */
export class ApiError extends Error {
  constructor(json, status) {
    super(json && json.message ? json.message : 'the server answered ' + status);
    this.kind = json && json.kind;
    this.field = json && json.field;
    this.problems = (json && json.problems) || [];
    this.status = status;
  }
}

/** Calls the API: a GET without body, a POST of JSON (an object) or of text (a string). */
export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST',
    headers: {'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
  let response;
  try {
    response = await fetch('/api/v1/' + path, init);
  } catch (e) {
    throw new ApiError({message: 'the server cannot be reached (is yahtzee serve still running?)'}, 0);
  }
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(json, response.status);
  return json;
}

/** Shows an error in a live region (screen readers read it), or clears it. */
export function showError(node, error) {
  node.hidden = !error;
  node.textContent = error ? (error.message || String(error)) : '';
}

/** The 13 boxes in card order, as the API names them, with the card's labels. */
export const BOXES = [
  ['ones', 'Ones'], ['twos', 'Twos'], ['threes', 'Threes'], ['fours', 'Fours'], ['fives', 'Fives'], ['sixes', 'Sixes'],
  ['three-of-a-kind', '3 of a kind'], ['four-of-a-kind', '4 of a kind'], ['full-house', 'Full house'],
  ['small-straight', 'Sm. straight'], ['large-straight', 'Lg. straight'], ['yahtzee', 'Yahtzee'], ['chance', 'Chance'],
];
export const BOX_LABEL = Object.fromEntries(BOXES);
export const UPPER_BOXES = BOXES.slice(0, 6).map(([box]) => box);

/** Two decimals, as the command line prints totals and losses. */
export function fmt(x, digits = 2) {
  return Number(x).toFixed(digits);
}

/** "12344" as "1 2 3 4 4"; "" as "none". */
export function spaced(dice) {
  return dice === '' ? 'none' : dice.split('').join(' ');
}

/** Dice in ascending order, as the API writes them. */
export function ascending(dice) {
  return dice.split('').sort().join('');
}

/** A move in the words of the command line (text.Words): keep 4 4, score sixes (18), ... */
export function moveText(move) {
  if (move.action === 'score') return 'score ' + move.box + ' (' + move.points + ')';
  if (move.keep === '') return 'reroll all five';
  if (move.keep.length === 5) {
    return move.box ? 'keep all five and score ' + move.box + ' (' + move.points + ')' : 'keep all five';
  }
  return 'keep ' + spaced(move.keep);
}

/** A die as a button with pips: face 1..6, or 0 for a die not known yet. */
export function die(face, props = {}) {
  const pips = [];
  for (let i = 1; i <= 9; i++) pips.push(el('span', {className: 'pip p' + i}));
  return el('button', {type: 'button', className: 'die ' + (face ? 'face-' + face : 'empty'), ...props}, pips);
}

/*
 * The card's sums, for showing a card only (the engine's answers come from the API): the upper
 * bonus of 35 at 63 and the extra-Yahtzee bonus of 100, as docs/rules.md has them. A rule set
 * with "bonus=off" in its pieces (no-bonus) pays no extra-Yahtzee bonus.
 */
const UPPER_BONUS = 35, UPPER_BONUS_AT = 63, YAHTZEE_BONUS = 100;

/** The sums of a card (box -> points) with its extra-Yahtzee bonuses. */
export function cardSums(card, yahtzeeBonuses = 0) {
  let upper = 0, lower = 0, upperOpen = 0;
  for (const [box] of BOXES) {
    if (card[box] === undefined) {
      if (UPPER_BOXES.includes(box)) upperOpen++;
      continue;
    }
    if (UPPER_BOXES.includes(box)) upper += card[box]; else lower += card[box];
  }
  const bonus = upper >= UPPER_BONUS_AT ? UPPER_BONUS : 0;
  const extra = yahtzeeBonuses * YAHTZEE_BONUS;
  return {upper, bonus, lower, extra, total: upper + bonus + lower + extra, short: Math.max(0, UPPER_BONUS_AT - upper),
    upperOpen};
}

/** Whether scoring these dice earns an extra-Yahtzee bonus: five of a kind with 50 in the Yahtzee box. */
export function earnsYahtzeeBonus(rules, card, dice) {
  const bonusOff = rules === 'no-bonus' || /bonus=off/.test(rules);
  return !bonusOff && card.yahtzee === 50 && dice.length === 5 && new Set(dice).size === 1;
}

/**
 * Whether a box can hold these points at all (whatever the dice): the solver's
 * Scorecard.canHold, mirrored so that a card typed in shows no sum the engine would refuse
 * (a browser test compares the two for every box and 0..60 points). A box with no other
 * points holds 0.
 */
export function canHold(box, points) {
  if (points === 0) return true;
  const face = UPPER_BOXES.indexOf(box) + 1;
  if (face > 0) return points % face === 0 && points / face <= 5;
  const fixed = {'full-house': 25, 'small-straight': 30, 'large-straight': 40, yahtzee: 50}[box];
  return fixed !== undefined ? points === fixed : points >= 5 && points <= 30; // a dice sum: 3 or 4 of a kind, chance
}

/** What a box can hold, in the solver's words ("expected a multiple of 2 from 0 to 10"). */
export function holdable(box) {
  const face = UPPER_BOXES.indexOf(box) + 1;
  if (face > 0) return 'expected a multiple of ' + face + ' from 0 to ' + 5 * face;
  const fixed = {'full-house': 25, 'small-straight': 30, 'large-straight': 40, yahtzee: 50}[box];
  return fixed !== undefined ? 'expected 0 or ' + fixed : 'expected 0 or a dice sum from 5 to 30';
}

/** "1 option", "24 options": a count and its noun, plural but for one. */
export function count(n, noun, plural = noun + 's') {
  return n + ' ' + (n === 1 ? noun : plural);
}

/**
 * The score pad as printed, a column per player (the paper pad of the rule sheets): a row per
 * box, the upper total, the upper bonus (35, or the points still to go), the Yahtzee bonuses and
 * the total. {@code columns}: [{heading, card, bonuses, current, cell(box)}], where cell makes a
 * box's content (its points, a button, an input) and current marks the player to move;
 * {@code label(box, text)} makes a row's label (a button, or text).
 */
export function scorePad(columns, label = (box, text) => text) {
  const sums = columns.map((c) => cardSums(c.card, c.bonuses));
  const cls = (c, extra) => (c.current ? 'n current' : 'n') + (extra ? ' ' + extra : '');
  const row = ([box, text]) => el('tr', {'data-box': box},
    el('th', {scope: 'row'}, label(box, text)),
    columns.map((c, i) => el('td', {className: cls(c, c.card[box] === undefined ? 'open' : 'filled'), 'data-column': i},
      c.cell(box))));
  const sum = (text, key, value, className = 'sub') => el('tr', {className},
    el('th', {scope: 'row'}, text),
    sums.map((s, i) => el('td', {className: cls(columns[i]), 'data-sum': key, 'data-column': i}, value(s, columns[i]))));
  const bonusText = (s) => (s.bonus ? String(s.bonus) : s.upperOpen ? s.short + ' to go' : '0');
  return el('table', {className: 'card pad'},
    el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, el('span', {className: 'note'}, 'box')),
      columns.map((c, i) => el('th', {scope: 'col', className: cls(c), 'data-column': i,
        'aria-current': c.current ? 'true' : null}, c.heading)))),
    el('tbody', {},
      BOXES.slice(0, 6).map(row),
      sum('Upper total', 'upper', (s) => String(s.upper)),
      sum('Upper bonus', 'bonus', bonusText),
      BOXES.slice(6).map(row),
      sum('Yahtzee bonuses', 'extra', (s, c) => (c.bonuses ? c.bonuses + ' \u00d7 100' : '0')),
      sum('Total', 'total', (s) => String(s.total), 'total')));
}

/** The rule sets of docs/rule-sets.md, as the selects offer them. */
export const RULE_SETS = ['official', 'free-choice', 'original', 'no-bonus'];

/** Fills a select with the rule sets, choosing {@code chosen}. */
export function ruleOptions(select, chosen = 'official') {
  fill(select, RULE_SETS.map((name) => el('option', {value: name, selected: name === chosen}, name)));
}
