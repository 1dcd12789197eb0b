// SPDX-License-Identifier: GPL-3.0-or-later
// The student's page of a class session: joins with the code (from the address the QR code
// holds, or typed) and a nickname, then follows the teacher's board as the program sends it,
// answers the question asked (on the board or with buttons), sees the votes when the teacher
// shows them, and the verdict after Reveal. A phone that sleeps or loses the network
// reconnects by itself with the token it was given, and gets back its nickname and votes. It
// decides nothing: every word, mark and verdict comes from the program.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  const data = JSON.parse($('nq-data').textContent);
  const format = NQ.format;
  let language = data.language;
  let words = data.words[language];
  let classWords = data.classWords[language];
  const inLanguage = (texts) => (texts ? texts[language] ?? texts.en ?? '' : '');
  const said = (field) => inLanguage(data.answers[field]);
  const say = { inLanguage: (texts) => inLanguage(texts), said };

  let socket = null;
  let code = '';
  let nick = '';
  let token = '';
  let joined = false;
  let over = false; // ended or refused: no reconnecting
  let retry = 1000; // the next reconnection's wait, doubling to 10 s
  let step = null; // the teacher's board: the last step message
  let asked = null; // the question: the last "ask" message
  const half = { yes: false };
  let lastAnswer = null; // { q, r, key } sent, waiting for "voted"
  let pinger = null;

  const storeKey = (c) => `nqueens-class-${c}`;

  function connect() {
    if (over) return;
    const ws = new WebSocket(`ws://${location.host}/ws`);
    socket = ws;
    ws.addEventListener('open', () => {
      retry = 1000;
      const message = { t: 'join', code, nick };
      if (token) message.token = token;
      ws.send(JSON.stringify(message));
    });
    ws.addEventListener('message', (e) => {
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      heard(m);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      if (over) return;
      $('status').textContent = classWords.reconnecting;
      setTimeout(connect, retry);
      retry = Math.min(10000, retry * 2);
    });
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function heard(m) {
    switch (m.t) {
      case 'welcome':
        joined = true;
        token = m.token;
        nick = m.nick;
        try { localStorage.setItem(storeKey(code), JSON.stringify({ token, nick })); } catch (e) {}
        $('join').hidden = true;
        $('stage').hidden = false;
        $('status').textContent = step ? '' : classWords.waiting;
        showWho();
        if (pinger === null) pinger = setInterval(() => send({ t: 'ping' }), 25000);
        break;
      case 'refused':
        over = true;
        if (m.why === 'code') {
          token = '';
          try { localStorage.removeItem(storeKey(code)); } catch (e) {}
        }
        $('join').hidden = false;
        $('stage').hidden = true;
        $('joinError').textContent = classWords[m.why === 'code' ? 'wrongCode'
                                                : m.why === 'locked' ? 'locked' : 'full'];
        $('status').textContent = '';
        break;
      case 'step':
        step = m;
        $('status').textContent = '';
        showStep();
        break;
      case 'ask':
        if (!asked || asked.q !== m.q || asked.r !== m.r) half.yes = false;
        asked = m;
        showQuestion();
        showStep(); // the right squares ringed once revealed
        break;
      case 'voted':
        if (lastAnswer && lastAnswer.q === m.q && lastAnswer.r === m.r) {
          $('sent').textContent = m.counted
            ? format(classWords.sent, NQ.questions.saidWords(asked.question, m.a, say))
            : classWords.notCounted;
          if (m.counted) asked.mine[m.r - 1] = m.a;
        }
        break;
      case 'end':
        over = true;
        $('stage').hidden = true;
        $('status').textContent = classWords.ended;
        if (pinger !== null) clearInterval(pinger);
        break;
    }
  }

  function showWho() {
    $('who').textContent = joined ? format(classWords.joinedAs, nick) : '';
  }

  // The kinds answered with a square: after Reveal their right squares are ringed on the board.
  const onSquares = ['square', 'attacked'];

  function showStep() {
    if (!step) return;
    const board = $('board');
    const svg = NQ.drawBoard(step.board, data.theme, step.looks, step.firstLook);
    if (asked && asked.revealed && onSquares.includes(asked.question.input)) {
      for (const key of asked.question.right) {
        const [r, c] = key.split(',').map(Number);
        if (Number.isNaN(c)) continue; // "no": nothing to ring
        const ring = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
        for (const [k, v] of Object.entries({ cx: c + 0.5, cy: r + 0.5, r: 0.44, fill: 'none',
                                              stroke: data.theme.solution,
                                              'stroke-width': 0.09, class: 'right' }))
          ring.setAttribute(k, String(v));
        svg.appendChild(ring);
      }
    }
    board.replaceChildren(svg);
    board.setAttribute('aria-label', NQ.boardLabel(step.board, words));
    $('caption').textContent = inLanguage(step.caption);
    const counters = $('counters');
    counters.replaceChildren();
    const names = inLanguage(step.counters).split('\n');
    for (const [k, value] of (step.k || []).entries()) {
      const dt = document.createElement('dt');
      dt.textContent = names[k];
      const dd = document.createElement('dd');
      dd.textContent = value;
      counters.append(dt, dd);
    }
  }

  const n = () => (step ? step.board.n : 8);

  function answer(key) {
    if (!asked || !asked.open) return;
    lastAnswer = { q: asked.q, r: asked.r, key };
    half.yes = false;
    send({ t: 'vote', q: asked.q, r: asked.r, a: key });
    showQuestion();
  }

  // The votes of a round as bars: each answer in words, how many chose it, the student's own
  // marked; the right ones marked once revealed.
  function votesOf(round, tally) {
    const box = document.createElement('div');
    box.className = 'round';
    const h = document.createElement('h3');
    h.textContent = format(classWords.round, round);
    box.appendChild(h);
    const total = Object.values(tally).reduce((a, b) => a + b, 0) || 1;
    const rows = Object.entries(tally).sort((a, b) => b[1] - a[1]);
    for (const [key, count] of rows) {
      const row = document.createElement('p');
      row.className = 'bar';
      if (asked.revealed && asked.question.right.includes(key)) row.classList.add('right');
      const label = document.createElement('span');
      label.textContent = NQ.questions.saidWords(asked.question, key, say) +
                          (asked.mine[round - 1] === key ? ` ${classWords.yours}` : '');
      const fill = document.createElement('span');
      fill.className = 'fill';
      fill.style.width = `${Math.round((100 * count) / total)}%`;
      const figure = document.createElement('span');
      figure.className = 'count';
      figure.textContent = count === 1 ? classWords.vote : format(classWords.votes, count);
      row.append(label, fill, figure);
      box.appendChild(row);
    }
    return box;
  }

  function showQuestion() {
    const box = $('question');
    box.hidden = !asked;
    if (!asked) return;
    const q = asked.question;
    $('ask').textContent = inLanguage(q.ask);
    const bar = $('answerBar');
    bar.replaceChildren();
    const mine = asked.mine[asked.r - 1];
    if (asked.open) {
      NQ.questions.answerBar(bar, q, n(), words, say, half, answer, null, showQuestion);
      $('sent').textContent = mine ? format(classWords.sent, NQ.questions.saidWords(q, mine, say))
                                   : asked.r === 2 ? classWords.again : '';
    } else {
      $('sent').textContent = asked.revealed ? '' : classWords.closed;
    }
    const votes = $('votes');
    votes.replaceChildren();
    asked.tallies.forEach((tally, k) => { if (tally) votes.appendChild(votesOf(k + 1, tally)); });
    box.classList.toggle('answered', !asked.open);
    // After Reveal, the verdict on the student's last answer (the second round's, if any).
    let verdict = '';
    if (asked.revealed) {
      const last = asked.mine[1] || asked.mine[0];
      const square = last && /^\d+,\d+$/.test(last) ? last.split(',').map(Number) : undefined;
      verdict = NQ.questions.verdictText(q, last ? { key: last, square } : { skipped: true },
                                         n(), say);
    }
    $('verdict').textContent = verdict;
  }

  function speak(codeOfLanguage) {
    language = codeOfLanguage;
    words = data.words[language];
    classWords = data.classWords[language];
    document.documentElement.lang = data.languages.find(([c]) => c === language)[1];
    document.title = classWords.title;
    $('title').textContent = classWords.title;
    $('codeLabel').firstElementChild.textContent = classWords.code;
    $('nickLabel').firstElementChild.textContent = classWords.nick;
    $('joinButton').textContent = classWords.join;
    $('languageLabel').firstElementChild.textContent = words.language;
    $('counters').setAttribute('aria-label', words.counters);
    $('question').setAttribute('aria-label', words.question);
    showWho();
    showStep();
    showQuestion();
  }

  function build() {
    const root = document.documentElement.style;
    root.setProperty('--paper', data.theme.background);
    root.setProperty('--ink', data.theme.coordinates);
    root.setProperty('--current', data.theme.current);
    for (const [c, , name] of data.languages) {
      const o = document.createElement('option');
      o.value = c;
      o.textContent = name;
      $('language').appendChild(o);
    }
    $('languageLabel').hidden = data.languages.length < 2;
    $('language').addEventListener('change', () => speak($('language').value));
    $('board').addEventListener('click', (e) => {
      const sq = e.target.closest && e.target.closest('rect.sq');
      if (sq && asked && asked.open)
        NQ.questions.clicked(asked.question, Number(sq.dataset.row), Number(sq.dataset.col),
                             $('answerBar'), half, answer);
    });
    // The code the QR code carries after "#"; a page that joined before comes back as itself.
    const fromAddress = location.hash.replace(/^#/, '');
    if (/^\d{6}$/.test(fromAddress)) $('code').value = fromAddress;
    let kept = null;
    try { kept = JSON.parse(localStorage.getItem(storeKey($('code').value)) || 'null'); } catch (e) {}
    if (kept && kept.nick) $('nick').value = kept.nick;
    $('join').addEventListener('submit', (e) => {
      e.preventDefault();
      const c = $('code').value.trim();
      const name = $('nick').value.trim();
      if (!/^\d{6}$/.test(c) || name.length === 0 || name.length > 24) {
        $('joinError').textContent = classWords.badNick;
        return;
      }
      code = c;
      nick = name;
      let before = null;
      try { before = JSON.parse(localStorage.getItem(storeKey(code)) || 'null'); } catch (err) {}
      token = before && before.nick === nick ? before.token : '';
      over = false;
      $('joinError').textContent = '';
      if (socket) socket.close();
      connect();
    });
    const first = NQ.browserLanguage(data.languages, data.language);
    $('language').value = first;
    speak(first);
    // Back from a sleep with the page still open: the same student, joined again at once.
    if (kept && kept.token && /^\d{6}$/.test($('code').value)) {
      code = $('code').value;
      nick = kept.nick;
      token = kept.token;
      connect();
    }
  }
  build();
})();
