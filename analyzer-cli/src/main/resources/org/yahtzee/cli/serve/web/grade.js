// The grade page: a record pasted or opened goes to POST /api/v1/grade; the graded answer is
// drawn by report.js, a record with problems is listed line by line with each problem under
// its line (the API gives line and column).
import {api, el, fill, RULE_SETS, showError} from './common.js';
import {hideOffer, missingReachTable, offerBuild} from './reach-build.js';
import {gradedRecord} from './report.js';

const $ = (id) => document.getElementById(id);

async function grade() {
  showError($('error'), null);
  $('problems').hidden = true;
  fill($('result'));
  const text = $('record').value;
  if (text.trim() === '') {
    showError($('error'), new Error('the record is empty: paste a game record or open a file'));
    return;
  }
  const query = new URLSearchParams();
  if ($('rules').value) query.set('rules', $('rules').value);
  if ($('threshold').value !== '') query.set('threshold', $('threshold').value);
  if ($('goal').value !== 'ev') {
    const goalTarget = $('target').value.trim();
    if ($('goal').value === 'reach' && !/^[0-9]{1,4}$/.test(goalTarget)) {
      showError($('error'), new Error('target: expected a whole number of points, found "' + goalTarget + '"'));
      return;
    }
    query.set('goal', $('goal').value === 'reach' ? 'reach:' + Number(goalTarget) : 'win');
  }
  $('status').textContent = query.has('goal') ? 'Grading, for the goal too (seconds a card)...' : 'Grading...';
  try {
    const graded = await api('grade?' + query, text);
    const decisions = graded.players.reduce((n, p) => n + p.games.reduce((m, g) => m + g.decisions.length, 0), 0);
    $('status').textContent = 'Graded ' + decisions + ' decisions.';
    hideOffer($('reach-build'));
    fill($('result'), gradedRecord(graded));
  } catch (error) {
    $('status').textContent = '';
    if (missingReachTable(error)) {
      offerBuild($('reach-build'), missingReachTable(error), grade); // it says why
      return;
    }
    showError($('error'), error);
    if (error.problems.length) showProblems(text, error.problems);
  }
}

/** The record's lines, each problem under the line it is on, with a button that puts the cursor there. */
function showProblems(text, problems) {
  const lines = text.split(/\r\n|\r|\n/);
  const byLine = new Map();
  for (const p of problems) byLine.set(p.line, [...(byLine.get(p.line) || []), p]);
  fill($('listing'), lines.map((line, i) => {
    const here = byLine.get(i + 1) || [];
    return el('li', {className: here.length ? 'bad' : null, 'data-line': i + 1}, line,
      here.map((p) => el('span', {className: 'problem'}, 'column ' + p.column + ': ' + p.message + ' ',
        el('button', {type: 'button', on: {click: () => goTo(lines, p)}}, 'go to line ' + p.line))));
  }));
  $('problems').hidden = false;
}

function goTo(lines, problem) {
  let offset = 0;
  for (let i = 0; i < problem.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += Math.max(0, problem.column - 1);
  const record = $('record');
  record.focus();
  record.setSelectionRange(offset, offset);
}

function open() {
  const file = $('file').files[0];
  if (!file) return;
  const reader = new FileReader();
  reader.onload = () => {
    $('record').value = reader.result;
    $('status').textContent = 'Opened ' + file.name + ' (' + file.size + ' bytes).';
  };
  reader.onerror = () => showError($('error'), new Error('cannot read ' + file.name));
  reader.readAsText(file);
}

for (const name of RULE_SETS) $('rules').append(el('option', {value: name}, name));
$('grade').addEventListener('click', grade);
$('goal').addEventListener('change', () => { $('target').disabled = $('goal').value !== 'reach'; });
$('file').addEventListener('change', open);
$('record').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) grade();
});
