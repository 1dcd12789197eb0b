// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagequestions.h"

#include "algorithms.h"
#include "questionwords.h"
#include "runwalk.h"
#include "webpage.h"

#include <QJsonArray>

#include <algorithm>

namespace nq {

namespace {

/// How far past a part's last step its events are read, for the questions that look ahead:
/// as far as Questions::pose looks by default, so that the page asks what the window asks.
constexpr std::int64_t kLookahead = std::int64_t(1) << 18;

QString squareKey(Square s)
{
    return QStringLiteral("%1,%2").arg(s.row).arg(s.col);
}

/// How the page takes the answer of `kind`.
QString inputOf(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered:
        return QStringLiteral("square");
    case QuestionKind::BackToRow:
        return QStringLiteral("row");
    case QuestionKind::Attacked:
        return QStringLiteral("attacked");
    case QuestionKind::WhatNext:
        return QStringLiteral("choice");
    case QuestionKind::FreeColumns:
        return QStringLiteral("columns");
    case QuestionKind::NextLevel:
        return QStringLiteral("number");
    }
    return {};
}

/// Every answer the core judges right, as keys.
QJsonArray rightAnswers(const Question &q, int n)
{
    QJsonArray keys;
    const auto judge = [&](const Answer &a, const QString &key) {
        if (Questions::isRight(q, a))
            keys.append(key);
    };
    switch (q.kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered:
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                Answer a;
                a.square = { r, c };
                judge(a, squareKey({ r, c }));
            }
        }
        break;
    case QuestionKind::Attacked: {
        judge(Answer {}, QStringLiteral("no"));
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                Answer a;
                a.yes = true;
                a.square = { r, c };
                judge(a, squareKey({ r, c }));
            }
        }
        break;
    }
    case QuestionKind::BackToRow:
        for (int r = 0; r < n; ++r) {
            Answer a;
            a.row = r;
            judge(a, QString::number(r));
        }
        break;
    case QuestionKind::WhatNext:
        for (NextStep step :
             { NextStep::Place, NextStep::Conflict, NextStep::Back, NextStep::Solution }) {
            Answer a;
            a.next = step;
            judge(a, QString::fromLatin1(nextStepKey(step)));
        }
        break;
    case QuestionKind::FreeColumns: {
        QStringList columns;
        for (int c : q.right.columns)
            columns << QString::number(c);
        judge(q.right, columns.join(u','));
        break;
    }
    case QuestionKind::NextLevel:
        judge(q.right, QString::number(q.right.count));
        break;
    }
    return keys;
}

} // namespace

void PageQuestions::walk(const RunDescription &run, std::int64_t from, std::int64_t to,
                         const QuizSettings &settings,
                         const std::function<bool(const PlayState &, const Question *)> &visit,
                         const std::atomic_bool *cancel)
{
    // The part's events and those after it: a question looks ahead at what the run does.
    std::vector<StoredEvent> events;
    std::optional<PlayState> first;
    const bool asking = std::any_of(settings.asked.begin(), settings.asked.end(),
                                    [](bool asked) { return asked; });
    RunWalk::through(
        run, from, to + (asking ? kLookahead : 0),
        [&](const PlayState &state) {
            if (!first)
                first = state;
            else
                events.push_back(state.last);
            return true;
        },
        cancel);
    if (!first || (cancel && cancel->load()))
        return;
    Quiz quiz;
    quiz.setSettings(settings);
    quiz.newRun(run.algorithm, run.n());
    PlayState state = *first;
    for (std::size_t i = 0;; ++i) {
        quiz.saw(state.position);
        const Lookahead ahead = [&](std::int64_t k) -> const StoredEvent * {
            const std::size_t at = i + std::size_t(k);
            return at < events.size() ? &events[at] : nullptr;
        };
        Question question;
        const bool asked = state.position < to && i < events.size()
            && quiz.before(state, ahead, question) == Posed::Ask;
        if (asked)
            quiz.skip(question); // answered: the next question is drawn as after any answer
        if (!visit(state, asked ? &question : nullptr) || state.position >= to
            || i >= events.size())
            return;
        state.apply(events[i]);
    }
}

QJsonObject PageQuestions::toJson(const Question &q, int index, const PlayState &shown,
                                  AlgorithmId algorithm, std::uint64_t seed, const WebPage &page)
{
    const int n = shown.model.n();
    QJsonObject o;
    o.insert(QStringLiteral("at"), index);
    o.insert(QStringLiteral("kind"), QString::fromLatin1(questionKindKey(q.kind)));
    o.insert(QStringLiteral("input"), inputOf(q.kind));
    if (q.kind == QuestionKind::FreeColumns || q.kind == QuestionKind::MoveColumn)
        o.insert(QStringLiteral("row"), q.square.row);
    o.insert(QStringLiteral("right"), rightAnswers(q, n));
    // For the results' CSV, as the window writes it (QuizCsv's columns).
    o.insert(QStringLiteral("algorithm"), Algorithms::info(algorithm).idString());
    o.insert(QStringLiteral("n"), n);
    o.insert(QStringLiteral("seed"), QString::number(seed));
    o.insert(QStringLiteral("step"), QString::number(q.position + 1));
    o.insert(QStringLiteral("plain"), page.inEvery([&] { return QuestionWords::plain(q); }));
    o.insert(QStringLiteral("rightWords"),
             page.inEvery([&] { return QuestionWords::answer(q, q.right); }));
    o.insert(QStringLiteral("accepted"),
             page.inEvery([&] { return QuestionWords::accepted(q).join(QStringLiteral(" | ")); }));
    o.insert(QStringLiteral("ask"), page.inEvery([&] { return QuestionWords::ask(q); }));
    o.insert(QStringLiteral("rightSaid"),
             page.inEvery([&] { return QuestionWords::right(QuestionWords::why(q, algorithm)); }));
    // Told back with the student's answer in place of %1.
    o.insert(QStringLiteral("wrongSaid"), page.inEvery([&] {
        return QuestionWords::wrong(QStringLiteral("%1"), QuestionWords::why(q, algorithm));
    }));
    o.insert(QStringLiteral("skippedSaid"), page.inEvery([&] {
        return QuestionWords::skipped(QuestionWords::why(q, algorithm));
    }));
    if (q.kind == QuestionKind::WhatNext) {
        o.insert(QStringLiteral("choices"), page.inEvery([] {
            QStringList words;
            for (NextStep step :
                 { NextStep::Place, NextStep::Conflict, NextStep::Back, NextStep::Solution })
                words << QuestionWords::nextStep(step);
            return words.join(u'\n');
        }));
    }
    if (q.kind == QuestionKind::NextQueen && algorithm != AlgorithmId::Domination) {
        // Why a wrong square is wrong on the board asked about: each square a reason's index
        // (as a letter from 'a'; ' ' for none), the reasons in each language.
        QString of;
        QStringList keys;
        std::vector<Square> firsts;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const QString why
                    = QuestionWords::notTheNextSquare({ r, c }, q.right.square, shown.model);
                int k = int(keys.indexOf(why));
                if (!why.isEmpty() && k < 0) {
                    k = int(keys.size());
                    keys << why;
                    firsts.push_back({ r, c });
                }
                of += why.isEmpty() ? QChar(u' ') : QChar(u'a' + k);
            }
        }
        if (!keys.isEmpty()) {
            o.insert(QStringLiteral("reasonOf"), of);
            o.insert(QStringLiteral("reasons"), page.inEvery([&] {
                QStringList words;
                for (Square s : firsts)
                    words << QuestionWords::notTheNextSquare(s, q.right.square, shown.model);
                return words.join(u'\n');
            }));
            o.insert(QStringLiteral("wrongBecause"), page.inEvery([&] {
                return QuestionWords::wrongBecause(QStringLiteral("%1"), QStringLiteral("%2"),
                                                   QuestionWords::why(q, algorithm));
            }));
        }
    }
    return o;
}

QJsonObject PageQuestions::words(const WebPage &page)
{
    QJsonObject all;
    const auto field = [&](QString QuestionWords::Templates::*member) {
        return page.inEvery([member] { return QuestionWords::templates().*member; });
    };
    all.insert(QStringLiteral("square"), field(&QuestionWords::Templates::square));
    all.insert(QStringLiteral("yes"), field(&QuestionWords::Templates::yes));
    all.insert(QStringLiteral("no"), field(&QuestionWords::Templates::no));
    all.insert(QStringLiteral("yesQueen"), field(&QuestionWords::Templates::yesQueen));
    all.insert(QStringLiteral("row"), field(&QuestionWords::Templates::row));
    all.insert(QStringLiteral("columnsOne"), field(&QuestionWords::Templates::columnsOne));
    all.insert(QStringLiteral("columnsOther"), field(&QuestionWords::Templates::columnsOther));
    all.insert(QStringLiteral("noColumn"), field(&QuestionWords::Templates::noColumn));
    return all;
}

std::optional<Answer> PageQuestions::answerOf(const Question &question, const QString &key, int n)
{
    bool ok = false;
    const auto square = [&]() -> std::optional<Square> {
        const QStringList rc = key.split(u',');
        if (rc.size() != 2)
            return std::nullopt;
        bool r = false, c = false;
        const Square s { rc[0].toInt(&r), rc[1].toInt(&c) };
        if (!r || !c || s.row < 0 || s.col < 0 || s.row >= n || s.col >= n)
            return std::nullopt;
        return s;
    };
    Answer a;
    switch (question.kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered:
    case QuestionKind::Attacked:
        if (question.kind == QuestionKind::Attacked && key == u"no")
            return a;
        if (const auto s = square()) {
            a.square = *s;
            a.yes = question.kind == QuestionKind::Attacked;
            return a;
        }
        return std::nullopt;
    case QuestionKind::BackToRow:
        a.row = key.toInt(&ok);
        return ok && a.row >= 0 && a.row < n ? std::optional<Answer>(a) : std::nullopt;
    case QuestionKind::WhatNext:
        for (NextStep step :
             { NextStep::Place, NextStep::Conflict, NextStep::Back, NextStep::Solution }) {
            if (key == QLatin1String(nextStepKey(step))) {
                a.next = step;
                return a;
            }
        }
        return std::nullopt;
    case QuestionKind::FreeColumns:
        for (const QString &c : key.split(u',', Qt::SkipEmptyParts)) {
            const int column = c.toInt(&ok);
            if (!ok || column < 0 || column >= n)
                return std::nullopt;
            a.columns.push_back(column);
        }
        std::sort(a.columns.begin(), a.columns.end());
        return a;
    case QuestionKind::NextLevel:
        a.count = key.toLongLong(&ok);
        return ok && a.count >= 0 ? std::optional<Answer>(a) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace nq
