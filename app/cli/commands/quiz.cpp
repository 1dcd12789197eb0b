// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens quiz
#include "cliutil.h"
#include "commandline.h"

#include "questionwords.h"
#include "quiz.h"
#include "quizcsv.h"

#include "algorithms.h"
#include "messagetext.h"
#include "outputtarget.h"
#include "playstate.h"
#include "sinks.h"
#include "solver.h"
#include "wholefile.h"

#include <QRegularExpression>

#include <atomic>
#include <cstdio>
#include <memory>

namespace nq {

using namespace cli;

namespace {

// The steps of a run a quiz keeps (its questions come from the first of them).
constexpr std::size_t kQuizSteps = std::size_t(1) << 20;

// The board as text: a queen Q, an empty square '.', the square asked about '?', the square
// tested at the last step '*'.
QString boardText(const PlayState &s, const Question &q)
{
    QString out = QStringLiteral("    ");
    for (int c = 0; c < s.n; ++c)
        out += QStringLiteral("%1").arg(c + 1, 3);
    out += u'\n';
    for (int r = 0; r < s.n; ++r) {
        out += QStringLiteral("%1 ").arg(r + 1, 3);
        for (int c = 0; c < s.n; ++c) {
            const Square sq { r, c };
            const bool asked = q.kind == QuestionKind::Attacked && q.square == sq;
            const bool tested = s.position > 0 && s.last.kind == EventKind::Consider
                && Square { s.last.row, s.last.col } == sq;
            out += QStringLiteral("  ")
                + (s.model.hasQueen(sq) ? u'Q'
                       : asked          ? u'?'
                       : tested         ? u'*'
                                        : u'.');
        }
        out += u'\n';
    }
    out += CommandLine::tr("    Q a queen, . an empty square, ? the square asked about, * the "
                           "square tested last\n");
    return out;
}

// A square "ROW,COLUMN" from 1; `offBoard` is set when it names one past the board ("9,9").
std::optional<Square> squareIn(const QString &text, int n, bool *offBoard)
{
    static const QRegularExpression pair(QStringLiteral("^\\s*(\\d+)\\s*[, ]\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch m = pair.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const int r = m.captured(1).toInt(), c = m.captured(2).toInt();
    if (r < 1 || r > n || c < 1 || c > n) {
        *offBoard = true;
        return std::nullopt;
    }
    return Square { r - 1, c - 1 };
}

// The student's line as an answer to `q`; nullopt when it cannot be read.
std::optional<Answer> answerIn(const QString &line, const Question &q, int n, bool *offBoard)
{
    const QString text = line.trimmed().toLower();
    Answer a;
    switch (q.kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered: {
        const std::optional<Square> s = squareIn(text, n, offBoard);
        if (!s)
            return std::nullopt;
        a.square = *s;
        return a;
    }
    case QuestionKind::Attacked: {
        if (text == u"n" || text == u"no")
            return a;
        if (!text.startsWith(u'y'))
            return std::nullopt;
        a.yes = true;
        const qsizetype space = text.indexOf(u' ');
        if (space < 0)
            return std::nullopt; // yes needs the queen
        const std::optional<Square> s = squareIn(text.mid(space + 1), n, offBoard);
        if (!s)
            return std::nullopt;
        a.square = *s;
        return a;
    }
    case QuestionKind::WhatNext:
        for (NextStep step :
             { NextStep::Place, NextStep::Conflict, NextStep::Back, NextStep::Solution }) {
            const QString key = QString::fromLatin1(nextStepKey(step));
            if (text == key || text == key.left(1)) {
                a.next = step;
                return a;
            }
        }
        return std::nullopt;
    case QuestionKind::BackToRow: {
        bool ok = false;
        const int row = text.toInt(&ok);
        if (!ok || row < 1 || row > n)
            return std::nullopt;
        a.row = row - 1;
        return a;
    }
    case QuestionKind::FreeColumns: {
        if (text == u"none" || text == u"-")
            return a;
        for (const QString &part :
             text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int c = part.toInt(&ok);
            if (!ok || c < 1 || c > n)
                return std::nullopt;
            a.columns.push_back(c - 1);
        }
        if (a.columns.empty())
            return std::nullopt;
        return a;
    }
    case QuestionKind::NextLevel: {
        bool ok = false;
        a.count = text.toLongLong(&ok);
        if (!ok || a.count < 0)
            return std::nullopt;
        return a;
    }
    }
    return std::nullopt;
}

QString howToAnswer(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered:
        return CommandLine::tr("a square as ROW,COLUMN (from 1)");
    case QuestionKind::Attacked:
        return CommandLine::tr("no, or yes and the queen as ROW,COLUMN: \"yes 1,1\"");
    case QuestionKind::WhatNext:
        return CommandLine::tr("place, conflict, back or solution (or their first letter)");
    case QuestionKind::BackToRow:
        return CommandLine::tr("a row number");
    case QuestionKind::FreeColumns:
        return CommandLine::tr("the column numbers, or none");
    case QuestionKind::NextLevel:
        return CommandLine::tr("a number");
    }
    return {};
}

// The longest line of input an answer may be (bytes); a longer one ends the quiz.
constexpr int kMaxLine = 4096;

// One line of standard input, at most kMaxLine bytes: a null string at the end of input, and
// `tooLong` set (nothing more read) when the line goes on past the limit.
QString readLine(bool *tooLong)
{
    QByteArray line;
    for (;;) {
        const int c = std::fgetc(stdin);
        if (c == EOF)
            return line.isEmpty() ? QString() : QString::fromUtf8(line);
        if (c == '\n')
            return QString::fromUtf8(line);
        if (line.size() >= kMaxLine) {
            *tooLong = true;
            return QString();
        }
        line.append(char(c));
    }
}

// The answers' CSV file, opened before the quiz and brought up to date after every answer, so
// that whatever ends the quiz keeps the answers so far: a file is written whole each time; a
// device or a pipe gets each new row as it comes.
class AnswerFile
{
public:
    explicit AnswerFile(const QString &path) : m_path(path) { }

    bool open(QString *error)
    {
        if (m_path.isEmpty())
            return true;
        if (const QString cannot = OutputTarget::problem(m_path); !cannot.isEmpty()) {
            *error = cannot;
            return false;
        }
        if (OutputTarget::of(m_path).kind() == OutputTarget::Kind::Stream) {
            m_stream = std::make_unique<WholeFile>(m_path);
            if (!m_stream->create(error))
                return false;
        }
        return update({}, error);
    }

    bool update(const std::vector<QuizRecord> &records, QString *error)
    {
        if (m_path.isEmpty())
            return true;
        const QByteArray all = QuizCsv::of(records);
        if (!m_stream)
            return WholeFile::write(m_path, all, error);
        // The same rows make the same bytes: only what is new goes out.
        m_stream->QIODevice::write(all.mid(m_written));
        m_written = all.size();
        if (!m_stream->failure().isEmpty()) {
            *error = WholeFile::cannotWrite(m_path, m_stream->failure());
            return false;
        }
        return true;
    }

    bool close(QString *error) { return !m_stream || m_stream->commit(error); }

private:
    QString m_path;
    std::unique_ptr<WholeFile> m_stream;
    qsizetype m_written = 0;
};

} // namespace

int CommandLine::quiz()
{
    const Parsed p = parse();
    const AlgorithmInfo &info = algorithm(p, "backtracking");
    RunOptions options;
    options.n = boardSize(p, std::max(4, info.minSize), std::min(16, info.maxSize),
                          tr("for %1").arg(info.idString()));
    setMode(p, info, options);
    QuizSettings settings;
    settings.every = 2;
    if (p.values.contains(QStringLiteral("--seed")))
        settings.seed = std::uint64_t(positiveNumber(p, QStringLiteral("--seed"), 1LL << 53));
    if (p.values.contains(QStringLiteral("--every")))
        settings.every = int(positiveNumber(p, QStringLiteral("--every"), 1000));
    QStringList fitting;
    for (int k = 0; k < kQuestionKinds; ++k) {
        if (Questions::fits(info.id, QuestionKind(k)))
            fitting << QString::fromLatin1(questionKindKey(QuestionKind(k)));
    }
    if (p.values.contains(QStringLiteral("--questions"))) {
        settings.asked.fill(false);
        const QString list = boundedText(p, QStringLiteral("--questions"), 200);
        for (const QString &key : list.split(u',', Qt::SkipEmptyParts)) {
            const std::optional<QuestionKind> kind = questionKindFromKey(key.trimmed());
            if (!kind || !Questions::fits(info.id, *kind))
                throw UsageError { tr("--questions: '%1' is not asked of %2; it asks %3")
                                       .arg(key.trimmed(), info.idString(),
                                            fitting.join(QStringLiteral(", "))) };
            settings.asked[std::size_t(*kind)] = true;
        }
    }
    const qint64 most = p.values.contains(QStringLiteral("--count"))
        ? positiveNumber(p, QStringLiteral("--count"), 1000)
        : 10;
    const QString csv = p.values.value(QStringLiteral("--csv"));
    // The answers' file is opened (its header written) before anything is asked.
    AnswerFile answers(csv);
    QString error;
    if (!answers.open(&error))
        throw OutputError { error };

    // The run's steps, recorded first (the questions look ahead in them).
    std::vector<StoredEvent> events;
    {
        std::atomic_bool stop { false };
        options.cancel = &stop;
        StepSink sink { [&](const StepEvent &e) {
            if (events.size() >= kQuizSteps)
                stop = true;
            else
                events.push_back(StoredEvent::from(e));
        } };
        runAlgorithm(info.id, sink, options);
        options.cancel = nullptr;
    }

    Quiz quiz;
    quiz.setSettings(settings);
    quiz.newRun(info.id, options.n);
    PlayState state = PlayState::startOf(info, options);
    bool quit = false;
    std::int64_t asked = 0;
    writeOut(tr("A quiz on %1 x %1, %2 (seed %3). Answer each question; \"skip\" lets one go, "
                "\"quit\" ends the quiz.\n")
                 .arg(options.n)
                 .arg(info.displayName())
                 .arg(settings.seed));
    for (std::size_t at = 0; at < events.size() && !quit && asked < most; ++at) {
        quiz.saw(std::int64_t(at));
        const Lookahead ahead = [&](std::int64_t k) -> const StoredEvent * {
            const std::size_t i = at + std::size_t(k);
            return i < events.size() ? &events[i] : nullptr;
        };
        Question q;
        if (quiz.before(state, ahead, q) == Posed::Ask) {
            ++asked;
            writeOut(QStringLiteral("\n") + tr("Step %L1, question %2:").arg(at + 1).arg(asked)
                     + u'\n' + boardText(state, q) + QuestionWords::plain(q) + u' '
                     + tr("(answer with %1)").arg(howToAnswer(q.kind)) + QStringLiteral("\n> "));
            flushOut();
            for (;;) {
                bool tooLong = false;
                const QString line = readLine(&tooLong);
                if (tooLong) {
                    writeOut(QStringLiteral("\n"));
                    writeErr(tr("a line of input is longer than %L1 bytes; the quiz ends here")
                                 .arg(kMaxLine));
                    return BadInput;
                }
                if (line.isNull() || line.trimmed() == u"quit") {
                    quit = true;
                    writeOut(QStringLiteral("\n"));
                    break;
                }
                if (line.trimmed() == u"skip") {
                    quiz.skip(q);
                    writeOut(QuestionWords::verdict(q, {}, Verdict::Skipped, info.id) + u'\n');
                    if (!answers.update(quiz.records(), &error)) {
                        writeErr(error);
                        return Failed;
                    }
                    break;
                }
                bool offBoard = false;
                const std::optional<Answer> a = answerIn(line, q, options.n, &offBoard);
                if (!a && offBoard) {
                    writeOut(tr("%1 is off the board: rows and columns go from 1 to %2.")
                                 .arg(printable(line.trimmed(), 40))
                                 .arg(options.n)
                             + QStringLiteral("\n> "));
                    flushOut();
                    continue;
                }
                if (!a) {
                    writeOut(
                        tr("That is not an answer here; answer with %1.").arg(howToAnswer(q.kind))
                        + QStringLiteral("\n> "));
                    flushOut();
                    continue;
                }
                const Verdict v = quiz.answer(q, *a);
                writeOut(QuestionWords::verdict(q, *a, v, info.id, &state.model) + u'\n');
                if (!answers.update(quiz.records(), &error)) {
                    writeErr(error);
                    return Failed;
                }
                break;
            }
        }
        state.apply(events[at]);
    }
    const QuizScore &score = quiz.score();
    writeOut(tr("Asked %1, right %2, best streak %3.\n")
                 .arg(score.all.asked)
                 .arg(score.all.right)
                 .arg(score.bestStreak));
    if (!answers.close(&error)) {
        writeErr(error);
        return Failed;
    }
    return Ok;
}

} // namespace nq
