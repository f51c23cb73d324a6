// The reports page: GET /api/v1/distribution and /api/v1/opening for the rule set chosen, as a
// chart with its statistics and as the opening sheet. The first distribution of a rule set is
// computed by the server (6 to 25 s); later ones are immediate. The two are asked one after the
// other, and asked again when the connection drops: while both of the server's workers compute a
// report, a request waiting in its queue is closed after 10 s, and once the report is done the
// same request is answered at once. ?rules=R opens the page on a rule set, and the rule set
// chosen goes into the address, so that a reload or a link shows the same report.
import {api, el, fill, fmt, moveText, RULE_SETS, ruleOptions, showError, spaced} from './common.js';

const $ = (id) => document.getElementById(id);
let shown = 0; // the latest rule set asked for: an older answer that comes late is dropped
let opening = null;

async function load() {
  const rules = $('rules').value;
  const number = ++shown;
  showError($('error'), null);
  fill($('distribution'));
  fill($('opening'));
  $('status').textContent = 'Computing the reports of ' + rules + ' (the first time takes up to half a minute)...';
  try {
    const distribution = await patiently('distribution?rules=' + encodeURIComponent(rules));
    if (number !== shown) return;
    const sheet = await patiently('opening?rules=' + encodeURIComponent(rules));
    if (number !== shown) return;
    fill($('distribution'), distributionView(distribution));
    opening = sheet;
    showOpening();
    $('status').textContent = 'Rules ' + distribution.rules + ': expected score ' + fmt(distribution.mean, 4) + '.';
  } catch (error) {
    if (number !== shown) return;
    $('status').textContent = '';
    showError($('error'), error);
  }
}

/** A GET of a report, asked again up to 5 times if the connection drops (status 0) while the server is busy. */
async function patiently(path) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api(path);
    } catch (error) {
      if (error.status !== 0 || attempt === 6) throw error;
    }
  }
}

function stat(name, value, key) {
  return el('div', {'data-stat': key}, el('span', {}, name), el('span', {className: 'n'}, value));
}

function percent(p) {
  return fmt(100 * p) + '%';
}

function distributionView(d) {
  const stats = [
    stat('mean', fmt(d.mean, 4), 'mean'), stat('standard deviation', fmt(d.sd), 'sd'), stat('median', d.median, 'median'),
    stat('mode', d.mode, 'mode'), stat('lowest', d.lowest, 'lowest'), stat('highest', d.highest, 'highest'),
    stat('P(upper bonus)', percent(d.pUpperBonus), 'pUpperBonus'),
    stat('extra-Yahtzee bonus a game', fmt(d.meanYahtzeeBonus), 'meanYahtzeeBonus'),
    ...Object.entries(d.percentiles).map(([p, score]) => stat(p + '% score at most', score, 'p' + p)),
    ...Object.entries(d.pAtLeast).map(([score, p]) => stat('P(score \u2265 ' + score + ')', percent(p), 'atLeast' + score)),
  ];
  const boxes = el('table', {className: 'boxes'},
    el('thead', {}, el('tr', {}, el('th', {}, 'box'), el('th', {className: 'n'}, 'mean points'), el('th', {className: 'n'}, 'P(zero)'))),
    el('tbody', {}, d.boxes.map((b) => el('tr', {}, el('td', {}, b.box), el('td', {className: 'n'}, fmt(b.mean)),
      el('td', {className: 'n'}, percent(b.pZero))))));
  return [chart(d), el('div', {className: 'stats'}, stats), el('h3', {}, 'Boxes'), el('div', {className: 'scroll'}, boxes)];
}

/** The probability of each final score up to the 99.9th percentile, as bars (SVG from numbers). */
function chart(d) {
  let cumulative = 0;
  const shownScores = d.histogram.filter((h) => (cumulative += h.probability) <= 0.999 || h.score <= d.percentiles['99']);
  const lo = d.lowest, hi = shownScores[shownScores.length - 1].score;
  const top = Math.max(...shownScores.map((h) => h.probability));
  const w = 720, h = 240, left = 46, bottom = 24, span = Math.max(1, hi - lo + 1), slot = (w - left - 6) / span;
  const x = (score) => left + (score - lo) * slot;
  const ticks = [];
  for (let s = Math.ceil(lo / 50) * 50; s <= hi; s += 50) {
    ticks.push(el('svg:text', {x: x(s), y: h - 6, 'text-anchor': 'middle'}, String(s)));
  }
  return el('figure', {},
    el('svg:svg', {viewBox: '0 0 ' + w + ' ' + h, role: 'img', 'aria-label': 'probability of each final score, ' + d.rules},
      shownScores.map((s) => el('svg:rect', {className: 'bar', x: x(s.score), width: Math.max(slot, 0.6),
        y: h - bottom - (h - bottom - 8) * s.probability / top, height: (h - bottom - 8) * s.probability / top})),
      el('svg:line', {className: 'axis', x1: left, y1: h - bottom, x2: w, y2: h - bottom}),
      el('svg:line', {className: 'axis', x1: left, y1: 4, x2: left, y2: h - bottom}),
      el('svg:text', {x: left - 4, y: 12, 'text-anchor': 'end'}, percent(top)),
      el('svg:text', {x: left - 4, y: h - bottom, 'text-anchor': 'end'}, '0'),
      ticks),
    el('figcaption', {}, 'Probability of each final score under optimal play (' + d.rules + '), up to the 99.9th percentile;'
      + ' the humps come from the bonuses (upper, Yahtzee).'));
}

/** The rolls that hold every die of the filter, with their best and second-best moves; a filter that is no dice says so. */
function showOpening() {
  const typed = $('filter').value;
  const filter = typed.replace(/[\s,]/g, '');
  const bad = filter.match(/[^1-6]/) || (filter.length > 5 ? [filter] : null);
  $('filter').setAttribute('aria-invalid', String(Boolean(bad)));
  showError($('filter-error'), bad ? new Error('dice: ' + (filter.length > 5 ? 'expected at most five'
    : '"' + bad[0] + '" is not a die, expected digits 1 to 6') + ', found "' + typed + '"') : null);
  if (bad) fill($('opening'));
  if (!opening || bad) return;
  const holds = (dice) => {
    const left = dice.split('');
    return filter.split('').every((f) => { const i = left.indexOf(f); if (i < 0) return false; left.splice(i, 1); return true; });
  };
  const rows = opening.rolls.filter((r) => holds(r.dice));
  fill($('opening'), el('p', {className: 'note'}, rows.length + ' of 252 rolls.'), el('div', {className: 'scroll'},
    el('table', {className: 'opening'},
      el('thead', {}, el('tr', {}, ['dice', 'probability', 'best move', 'expected total', 'runner-up', 'gap'].map((t, i) =>
        el('th', {className: i === 1 || i === 3 || i === 5 ? 'n' : null}, t)))),
      el('tbody', {}, rows.map((r) => el('tr', {'data-dice': r.dice},
        el('td', {className: 'dice-text'}, spaced(r.dice)), el('td', {className: 'n'}, percent(r.probability)),
        el('td', {}, moveText(r.best)), el('td', {className: 'n'}, fmt(r.best.expectedTotal)),
        el('td', {}, moveText(r.runnerUp)), el('td', {className: 'n'}, fmt(r.gap))))))));
}

const asked = new URLSearchParams(location.search).get('rules');
ruleOptions($('rules'), RULE_SETS.includes(asked) ? asked : 'official');
$('rules').addEventListener('change', () => {
  history.replaceState(null, '', '?rules=' + encodeURIComponent($('rules').value));
  load();
});
$('filter').addEventListener('input', showOpening);
load();
