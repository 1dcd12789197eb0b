// SPDX-License-Identifier: GPL-3.0-or-later
#include "stoptext.h"

#include "linekeys.h"
#include "messagetext.h"

#include <QStringList>

namespace nq {

namespace {

// A whole number in [least, most], or nothing.
std::optional<std::int64_t> number(QStringView text, std::int64_t least, std::int64_t most)
{
    bool ok = false;
    const qlonglong v = text.toLongLong(&ok);
    if (!ok || v < least || v > most)
        return std::nullopt;
    return v;
}

// The line with `key`, checked to make steps.
std::optional<int> stoppingLine(AlgorithmId algorithm, QStringView key, QString *error)
{
    const AlgorithmInfo &info = Algorithms::info(algorithm);
    const int line = LineKeys::lineOf(algorithm, key);
    if (line < 0) {
        *error
            = StopText::tr("%1 has no line \"%2\"; its lines are %3")
                  .arg(info.idString(), printable(key),
                       QStringList(LineKeys::of(algorithm).begin(), LineKeys::of(algorithm).end())
                           .join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (!LineKeys::makesSteps(algorithm, line)) {
        *error = StopText::tr("line %1 (\"%2\") of %3 makes no step of its own, so nothing can "
                              "stop there")
                     .arg(line + 1)
                     .arg(key.toString(), info.idString());
        return std::nullopt;
    }
    return line;
}

} // namespace

QString StopText::write(AlgorithmId algorithm, const Breakpoint &b)
{
    QString out = LineKeys::keyOf(algorithm, b.line);
    if (b.row >= 0)
        out += QStringLiteral(" row=%1").arg(b.row + 1);
    if (b.col >= 0)
        out += QStringLiteral(" col=%1").arg(b.col + 1);
    if (b.every > 1)
        out += QStringLiteral(" every=%1").arg(b.every);
    if (!b.enabled)
        out += QStringLiteral(" off");
    return out;
}

std::optional<Breakpoint> StopText::readBreakpoint(AlgorithmId algorithm, int n, QStringView text,
                                                   QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const QList<QStringView> words = text.split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty()) {
        *error = tr("an empty breakpoint");
        return std::nullopt;
    }
    const std::optional<int> line = stoppingLine(algorithm, words.front(), error);
    if (!line)
        return std::nullopt;
    Breakpoint b;
    b.line = *line;
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QStringView w = words[i];
        const qsizetype eq = w.indexOf(u'=');
        const QStringView name = eq < 0 ? w : w.left(eq);
        const QStringView value = eq < 0 ? QStringView() : w.mid(eq + 1);
        std::optional<std::int64_t> v;
        if (name == u"off" && eq < 0) {
            b.enabled = false;
            continue;
        }
        if ((name == u"row" || name == u"col") && (v = number(value, 1, n))) {
            (name == u"row" ? b.row : b.col) = int(*v - 1);
            continue;
        }
        if (name == u"every" && (v = number(value, 1, std::int64_t(1) << 40))) {
            b.every = *v;
            continue;
        }
        *error = name == u"row" || name == u"col"
            ? tr("\"%1\": a row or column is a number from 1 to %2").arg(printable(w)).arg(n)
            : tr("\"%1\" is not a condition; a breakpoint takes row=R, col=C, every=K and off")
                  .arg(printable(w));
        return std::nullopt;
    }
    if (b.col >= 0 && b.row < 0) {
        *error = tr("a column needs its row: row=R col=C");
        return std::nullopt;
    }
    return b;
}

QString StopText::write(AlgorithmId algorithm, const StopCondition &c)
{
    using Kind = StopCondition::Kind;
    switch (c.kind) {
    case Kind::Never:
    case Kind::Breakpoints:
        return QStringLiteral("end");
    case Kind::Solution:
        return QStringLiteral("solution");
    case Kind::NthSolution:
        return QStringLiteral("nth-solution=%1").arg(c.count);
    case Kind::Backtrack:
        return QStringLiteral("backtrack");
    case Kind::Line:
        return QStringLiteral("line=%1").arg(LineKeys::keyOf(algorithm, c.line));
    case Kind::PlaceOn:
        return QStringLiteral("place=%1,%2").arg(c.square.row + 1).arg(c.square.col + 1);
    case Kind::DepthReached:
        return QStringLiteral("depth-reached=%1").arg(c.count);
    case Kind::DepthLeft:
        return QStringLiteral("depth-left=%1").arg(c.count);
    case Kind::Step:
        return QStringLiteral("step=%1").arg(c.count);
    }
    return {};
}

QString StopText::conditionKinds()
{
    return QStringLiteral("solution, nth-solution=K, backtrack, line=KEY, place=R,C, "
                          "depth-reached=D, depth-left=D, step=N, end");
}

std::optional<StopCondition> StopText::readCondition(AlgorithmId algorithm, int n, QStringView text,
                                                     QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const qsizetype eq = text.indexOf(u'=');
    const QStringView kind = (eq < 0 ? text : text.left(eq)).trimmed();
    const QStringView value = eq < 0 ? QStringView() : text.mid(eq + 1).trimmed();
    if (kind.isEmpty()) {
        *error = tr("the kind of stop is missing before \"=\": %1").arg(conditionKinds());
        return std::nullopt;
    }
    const bool needsValue = kind == u"nth-solution" || kind == u"line" || kind == u"place"
        || kind == u"depth-reached" || kind == u"depth-left" || kind == u"step";
    if (needsValue && value.isEmpty()) {
        *error = tr("\"%1\" needs a value: %2").arg(printable(kind), conditionKinds());
        return std::nullopt;
    }
    if (!needsValue && eq >= 0) {
        *error = tr("\"%1\" takes no value").arg(printable(kind));
        return std::nullopt;
    }
    std::optional<std::int64_t> v;
    if (kind == u"end")
        return StopCondition::never();
    if (kind == u"solution")
        return StopCondition::nextSolution();
    if (kind == u"backtrack")
        return StopCondition::nextBacktrack();
    if (kind == u"nth-solution") {
        if ((v = number(value, 1, std::numeric_limits<std::int64_t>::max())))
            return StopCondition::nthSolution(*v);
        *error = tr("nth-solution=K: K is a whole number from 1, not \"%1\"").arg(printable(value));
        return std::nullopt;
    }
    if (kind == u"step") {
        if ((v = number(value, 1, std::numeric_limits<std::int64_t>::max())))
            return StopCondition::step(*v);
        *error = tr("step=N: N is a whole number from 1, not \"%1\"").arg(printable(value));
        return std::nullopt;
    }
    if (kind == u"depth-reached" || kind == u"depth-left") {
        if ((v = number(value, kind == u"depth-left" ? 1 : 0, n)))
            return kind == u"depth-left" ? StopCondition::depthLeft(int(*v))
                                         : StopCondition::depthReached(int(*v));
        *error = tr("%1=D: D is a number of queens from %2 to %3, not \"%4\"")
                     .arg(kind.toString())
                     .arg(kind == u"depth-left" ? 1 : 0)
                     .arg(n)
                     .arg(printable(value));
        return std::nullopt;
    }
    if (kind == u"place") {
        const QList<QStringView> rc = value.split(u',');
        std::optional<std::int64_t> r, c;
        if (rc.size() == 2 && (r = number(rc[0].trimmed(), 1, n))
            && (c = number(rc[1].trimmed(), 1, n)))
            return StopCondition::placeOn({ int(*r - 1), int(*c - 1) });
        *error = tr("place=R,C: a row and a column from 1 to %1, not \"%2\"")
                     .arg(n)
                     .arg(printable(value));
        return std::nullopt;
    }
    if (kind == u"line") {
        const std::optional<int> line = stoppingLine(algorithm, value, error);
        if (!line)
            return std::nullopt;
        return StopCondition::atLine(*line);
    }
    *error = tr("\"%1\" is not a stop condition; the conditions are %2")
                 .arg(printable(kind), conditionKinds());
    return std::nullopt;
}

} // namespace nq
