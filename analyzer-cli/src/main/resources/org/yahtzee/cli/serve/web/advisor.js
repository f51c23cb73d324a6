// The advisor page: a card, the dice and the rolls left in; every option of POST /api/v1/advise
// out, each with a button that applies it (a keep keeps those dice and uses a roll, a box is
// filled on the card). The dice come first in the page and take the focus on load: they are
// what changes every roll, the card once a turn.
import {api, BOX_LABEL, canHold, count, die, earnsYahtzeeBonus, el, fill, holdable, moveText, ruleOptions, scorePad,
  showError} from './common.js';
import {optionsTable} from './options.js';
import {hideOffer, missingReachTable, offerBuild} from './reach-build.js';

/** The position; card holds only points the box can take, typed entries that cannot are in refused. */
const state = {rules: 'official', card: {}, refused: {}, bonuses: 0, dice: [0, 0, 0, 0, 0], rollsLeft: 2, goal: 'ev',
  target: 300};
const $ = (id) => document.getElementById(id);
let asked = 0; // the number of the latest request: an older answer that comes late is dropped

function diceText() {
  return state.dice.filter((face) => face > 0).join('');
}

function complete() {
  return state.dice.every((face) => face > 0);
}

function request(extra = {}) {
  return {rules: state.rules, card: state.card, yahtzeeBonuses: state.bonuses, dice: diceText(),
    rollsLeft: state.rollsLeft, top: 'all', goal: state.goal === 'reach' ? 'reach:' + state.target : 'ev', ...extra};
}

function renderDice() {
  fill($('dice'), state.dice.map((face, i) => die(face, {
    'aria-label': 'die ' + (i + 1) + ': ' + (face || 'not rolled yet'),
    'data-die': i,
    on: {click: () => setDie(i, face % 6 + 1), keydown: (event) => dieKey(event, i)},
  })));
  if (document.activeElement !== $('dice-input')) $('dice-input').value = diceText();
}

function dieKey(event, i) {
  const face = state.dice[i];
  let next = null;
  if (/^[1-6]$/.test(event.key)) next = Number(event.key);
  else if (event.key === 'ArrowUp' || event.key === 'ArrowRight') next = face % 6 + 1;
  else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') next = face <= 1 ? 6 : face - 1;
  if (next !== null) {
    event.preventDefault();
    setDie(i, next);
  }
}

function setDie(i, face) {
  state.dice[i] = face;
  renderDice();
  document.querySelector('[data-die="' + i + '"]').focus();
  advise();
}

function renderCard() {
  const label = (box, text) => el('button', {type: 'button', className: 'box', 'data-score': box,
    'aria-label': state.card[box] === undefined ? 'score the dice in ' + text : 'clear ' + text,
    on: {click: () => pressBox(box)}}, text);
  const cell = (box) => el('input', {className: 'points', type: 'text', inputmode: 'numeric',
    'aria-label': BOX_LABEL[box] + ' points', 'data-points': box, value: state.refused[box] ?? state.card[box] ?? '',
    'aria-invalid': state.refused[box] !== undefined ? 'true' : null,
    on: {change: (event) => typePoints(box, event.target.value)}});
  fill($('card'), scorePad([{heading: 'points', card: state.card, bonuses: state.bonuses, cell}], label));
}

/** A box's points typed: kept if the box can hold them; else refused, out of the sums, and said. */
function typePoints(box, text) {
  text = text.trim();
  delete state.card[box];
  delete state.refused[box];
  if (/^[0-9]{1,4}$/.test(text) && canHold(box, Number(text))) state.card[box] = Number(text);
  else if (text !== '') state.refused[box] = text;
  changed();
}

/** Why the card cannot be asked about: its first refused entry, or null. */
function refusal() {
  const [box, text] = Object.entries(state.refused)[0] || [];
  if (box === undefined) return null;
  return new Error(BOX_LABEL[box] + ': ' + (/^[0-9]{1,4}$/.test(text) ? box + ' cannot hold ' + text + ': ' + holdable(box)
    : 'expected the points as a whole number, found "' + text + '"'));
}

/** A box's name pressed: clears a filled box, or scores the dice showing there (as the API scores them). */
async function pressBox(box) {
  if (state.card[box] !== undefined || state.refused[box] !== undefined) {
    delete state.card[box];
    delete state.refused[box];
    changed();
    return;
  }
  if (!complete()) {
    showError($('error'), new Error('enter the five dice before scoring them in ' + box));
    return;
  }
  try {
    const answer = await api('advise', request({rollsLeft: 0, goal: 'ev'}));
    const option = answer.options.find((o) => o.box === box);
    if (!option) throw new Error(box + ' cannot take these dice: the rules allow ' + answer.options.map((o) => o.box).join(', '));
    score(box, option.points);
  } catch (error) {
    showError($('error'), error);
  }
}

function score(box, points) {
  if (earnsYahtzeeBonus(state.rules, state.card, diceText())) state.bonuses++;
  state.card[box] = points;
  state.dice = [0, 0, 0, 0, 0];
  state.rollsLeft = 2;
  changed();
  $('status').textContent = 'Scored ' + points + ' in ' + box + '. Enter the next roll.';
  $('dice-input').focus();
}

function apply(option) {
  if (option.box) {
    score(option.box, option.points);
    return;
  }
  const kept = option.keep.split('').map(Number);
  state.dice = [...kept, 0, 0, 0, 0, 0].slice(0, 5);
  state.rollsLeft--;
  changed();
  $('status').textContent = 'Kept ' + (option.keep === '' ? 'none' : option.keep.split('').join(' '))
    + '. Roll the other ' + (5 - kept.length) + ' and enter them.';
  const first = document.querySelector('[data-die="' + kept.length + '"]');
  if (first) first.focus();
}

function changed() {
  state.bonuses = Math.max(0, state.bonuses);
  $('bonuses').value = state.bonuses;
  document.querySelector('input[name="rolls"][value="' + state.rollsLeft + '"]').checked = true;
  renderCard();
  renderDice();
  advise();
}

/** Asks for the options of the position; anything wrong clears them and says why. */
async function advise() {
  const number = ++asked;
  showError($('error'), null);
  const wrong = refusal();
  if (wrong || !complete()) {
    fill($('options'));
    $('status').textContent = wrong ? '' : 'Enter the five dice to see the options.';
    showError($('error'), wrong);
    return;
  }
  $('status').textContent = 'Asking the engine...';
  try {
    const answer = await api('advise', request());
    if (number !== asked) return;
    hideOffer($('reach-build'));
    $('status').textContent = 'Turn ' + answer.turn + ', ' + answer.rules + ' rules, dice ' + answer.dice + ', '
      + count(answer.rollsLeft, 'roll') + ' left, card ' + answer.cardTotal + ' points: '
      + count(answer.optionCount, 'option') + '.';
    fill($('options'), optionsTable(answer, {sd: true, action: (option) => el('button', {type: 'button',
      'aria-label': 'apply: ' + moveText(option), on: {click: () => apply(option)}}, 'apply')}));
  } catch (error) {
    if (number !== asked) return;
    fill($('options'));
    $('status').textContent = '';
    if (missingReachTable(error)) offerBuild($('reach-build'), missingReachTable(error), advise); // it says why
    else {
      showError($('error'), error);
      hideOffer($('reach-build'));
    }
  }
}

function readDiceInput() {
  const digits = $('dice-input').value.replace(/[\s,]/g, '');
  if (!/^[1-6]{0,5}$/.test(digits)) {
    asked++; // an answer still coming is for other dice
    fill($('options'));
    $('status').textContent = '';
    showError($('error'), new Error('dice: expected up to five digits 1 to 6, found "' + $('dice-input').value + '"'));
    return;
  }
  state.dice = [...digits.split('').map(Number), 0, 0, 0, 0, 0].slice(0, 5);
  renderDice();
  advise();
}

function start() {
  ruleOptions($('rules'));
  $('rules').addEventListener('change', () => { state.rules = $('rules').value; changed(); });
  $('dice-input').addEventListener('input', readDiceInput);
  $('bonuses').addEventListener('change', () => { state.bonuses = Number($('bonuses').value) || 0; changed(); });
  $('goal').addEventListener('change', () => {
    state.goal = $('goal').value;
    $('target').disabled = state.goal !== 'reach';
    advise();
  });
  $('target').addEventListener('change', () => { state.target = Math.trunc(Number($('target').value)) || 0; advise(); });
  for (const radio of document.querySelectorAll('input[name="rolls"]')) {
    radio.addEventListener('change', () => { state.rollsLeft = Number(radio.value); advise(); });
  }
  $('new-card').addEventListener('click', () => {
    Object.assign(state, {card: {}, refused: {}, bonuses: 0, dice: [0, 0, 0, 0, 0], rollsLeft: 2});
    changed();
  });
  changed();
  $('dice-input').focus();
}

start();
