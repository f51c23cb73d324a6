// Who won: a game (the highest total of its cards) and a session of games, as the rule sheets
// score one: "the player with the highest total score for all games (up to 6 games) wins"
// (docs/rules.md). For the play and grade pages.
import {el} from './common.js';

/** The most games a session holds. */
export const SESSION_GAMES = 6;

/** A player's name as the pages show it: the one player of a game without names is "you". */
export function who(name) {
  return name === '' ? 'you' : name;
}

/** The indices of the highest totals: one, or several tied. */
export function leaders(totals) {
  const top = Math.max(...totals);
  return totals.flatMap((total, i) => (total === top ? [i] : []));
}

/**
 * The result of totals in words: "Ann wins with 231", "Ann and Bob tie at 231"; with one player
 * only the total ("you scored 231"). {@code verb} is the winner's ("wins", "leads").
 */
export function result(names, totals, verb = 'wins') {
  if (names.length === 1) return who(names[0]) + ' scored ' + totals[0];
  const top = leaders(totals);
  const listed = top.map((i) => who(names[i]));
  const joined = listed.length === 1 ? listed[0] : listed.slice(0, -1).join(', ') + ' and ' + listed[listed.length - 1];
  return top.length === 1 ? joined + ' ' + verb + ' with ' + totals[top[0]] : joined + ' tie at ' + totals[top[0]];
}

/** Each player's total over the games: [{totals}] -> a total per player. */
export function sessionTotals(games, players) {
  return Array.from({length: players}, (_, i) => games.reduce((sum, g) => sum + g.totals[i], 0));
}

/**
 * The session as a table: a row per game ({number, totals, complete}) with each player's total
 * and who won it, then the session total per player; the line under it says who wins (or leads,
 * while {@code over} is false) the session.
 */
export function sessionTable(names, games, over) {
  const totals = sessionTotals(games, names.length);
  const best = (values) => new Set(leaders(values));
  const cells = (values, winners) => values.map((v, i) => el('td', {className: 'n' + (winners.has(i) ? ' won' : '')}, String(v)));
  return el('div', {className: 'session'},
    el('div', {className: 'scroll'}, el('table', {className: 'session-table'},
      el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, 'game'),
        names.map((name) => el('th', {scope: 'col', className: 'n'}, who(name))),
        names.length > 1 ? el('th', {scope: 'col'}, 'won by') : [])),
      el('tbody', {}, games.map((g) => el('tr', {'data-game': g.number},
        el('th', {scope: 'row'}, 'Game ' + g.number + (g.complete === false ? ' (in progress)' : '')),
        cells(g.totals, names.length > 1 && g.complete !== false ? best(g.totals) : new Set()),
        names.length > 1 ? el('td', {}, g.complete === false ? '' : leaders(g.totals).map((i) => who(names[i])).join(', '))
          : []))),
      el('tfoot', {}, el('tr', {className: 'total', 'data-session-total': ''}, el('th', {scope: 'row'}, 'Session'),
        cells(totals, names.length > 1 ? best(totals) : new Set()), names.length > 1 ? el('td') : [])))),
    el('p', {className: 'session-result', 'data-session-result': ''},
      result(names, totals, over ? 'wins the session' : 'leads the session') + ' after '
      + (games.length === 1 ? 'one game' : games.length + ' games') + (over || names.length === 1 ? '.'
        : ' (the highest total over all the games wins, up to ' + SESSION_GAMES + ').')));
}
