// The reach table built at the page's request: where a goal's answer needs the rules' reach table
// and the server has none (a 400 on the field goal that says so), the advisor and the play page
// offer to build it; the build runs on the server (POST /api/v1/reach-table/build, about a
// minute, one at a time) and its progress is polled (GET /api/v1/reach-table) until it is built,
// then the page asks again. The build goes on if the page is closed; opened again, it joins it.
import {api, el, fill} from './common.js';

/** Between two polls of the status: a build takes about half a minute, so a second's tenth is plenty. */
const POLL_MILLIS = 500;

/** The rules whose reach table a goal was refused for want of ("the official reach table is not built yet"), or null. */
export function missingReachTable(error) {
  const found = error && error.field === 'goal' ? /the (\S+) reach table is not built yet/.exec(String(error.message)) : null;
  return found ? found[1] : null;
}

/** The build the page watches: its rules and what to do once it is built; null when none. */
let watched = null;

/**
 * Shows in {@code box} the offer to build the reach table of {@code rules} (or the progress of
 * its build, if one is watched), and calls {@code onBuilt} once it is built.
 */
export function offerBuild(box, rules, onBuilt) {
  if (watched && watched.rules === rules) {
    watched.onBuilt = onBuilt;
    box.hidden = false;
    return;
  }
  box.hidden = false;
  fill(box, el('p', {}, 'The ' + rules + ' rules\u2019 reach table is not built yet: the goal needs it while many boxes '
    + 'are open. The server builds it once, in about half a minute, and keeps it.'),
  el('button', {type: 'button', 'data-build': rules, on: {click: () => build(box, rules, onBuilt)}}, 'Build the reach table'));
}

/** Hides the offer, unless a build is under way (its progress stays shown). */
export function hideOffer(box) {
  if (!watched) box.hidden = true;
}

async function build(box, rules, onBuilt) {
  watched = {rules, onBuilt};
  try {
    show(box, await api('reach-table/build', {rules}));
  } catch (error) {
    watched = null;
    fill(box, el('p', {className: 'error', role: 'alert'}, error.message),
      el('button', {type: 'button', 'data-build': rules, on: {click: () => build(box, rules, onBuilt)}}, 'Try again'));
  }
}

/** Draws a status and, while building, polls for the next. */
function show(box, status) {
  if (status.state === 'building') {
    const percent = Math.round(100 * status.fraction);
    fill(box, el('p', {'aria-live': 'polite'}, 'Building the ' + status.rules + ' reach table: ' + percent + '%'),
      el('progress', {max: 100, value: percent, 'data-progress': percent, 'aria-label': 'reach table built'}));
    setTimeout(() => poll(box, status.rules), POLL_MILLIS);
  } else if (status.state === 'built') {
    const {onBuilt} = watched;
    watched = null;
    fill(box, el('p', {'data-built': status.rules}, 'The ' + status.rules + ' reach table is built.'));
    onBuilt();
  } else {
    const rules = status.rules;
    const {onBuilt} = watched;
    watched = null;
    fill(box, el('p', {className: 'error', role: 'alert'}, status.state === 'failed' ? status.message
      : 'The build stopped before the table was made.'),
    el('button', {type: 'button', 'data-build': rules, on: {click: () => build(box, rules, onBuilt)}}, 'Try again'));
  }
}

async function poll(box, rules) {
  try {
    show(box, await api('reach-table?rules=' + encodeURIComponent(rules)));
  } catch (error) {
    setTimeout(() => poll(box, rules), 4 * POLL_MILLIS); // the server busy or away a moment: keep watching
  }
}
