// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson file's reader: a scene's setup, position and stops (the values and the lesson
// around them are in lessonfields.cpp).
#include "lessonfields.h"

#include "lessonfile.h"
#include "messagetext.h"
#include "playbackclock.h"
#include "queenstext.h"
#include "stoptext.h"

#include <QJsonArray>

namespace nq::lessonfields {

bool Reader::setup(const QJsonObject &o, SceneSetup *s)
{
    if (!onlyKnown(o,
                   { "algorithm", "size", "queens", "independent", "solutions", "seed", "speed",
                     "theme", "docks", "presentation", "predict", "askClass" },
                   tr("the setup")))
        return false;
    const std::optional<QJsonValue> algorithm = required(o, "algorithm", tr("the setup"));
    if (!algorithm)
        return false;
    const std::optional<QString> named = string(*algorithm, quoted("algorithm"), 100);
    if (!named)
        return false;
    const QString key = *named;
    const AlgorithmInfo *info = key == Algorithms::domination().idString()
        ? &Algorithms::domination()
        : Algorithms::find(key);
    if (!info)
        return fail(tr("there is no algorithm \"%1\" (there are %2, domination)")
                        .arg(printable(key, 40), Algorithms::keyList()));
    RunDescription &run = s->run;
    run.algorithm = info->id;
    const std::optional<QJsonValue> size = required(o, "size", tr("the setup"));
    if (!size)
        return false;
    const int most = Algorithms::maxDrawnSize(info->id);
    const std::optional<qint64> n = integer(*size, quoted("size"), info->minSize, most);
    if (!n)
        return false;
    const bool domination = info->id == AlgorithmId::Domination;
    if (domination) {
        const std::optional<QJsonValue> queens = required(o, "queens", tr("a domination setup"));
        if (!queens)
            return false;
        const std::optional<qint64> k = integer(*queens, quoted("queens"), 1, *n);
        if (!k)
            return false;
        std::optional<bool> independent = false;
        if (o.contains(u"independent"))
            independent = boolean(o.value(u"independent"), quoted("independent"));
        if (!independent)
            return false;
        run.problem = Problem::domination(int(*n), int(*k), *independent);
    } else {
        if (o.contains(u"queens") || o.contains(u"independent"))
            return fail(tr("\"queens\" and \"independent\" belong to a domination setup"));
        run.problem = Problem::nonAttacking(int(*n));
    }
    if (o.contains(u"solutions")) {
        const std::optional<QString> named = string(o.value(u"solutions"), quoted("solutions"), 20);
        if (!named)
            return false;
        const QString mode = *named;
        if (mode != u"all" && mode != u"first")
            return fail(tr("\"solutions\" must be \"all\" or \"first\""));
        run.mode = mode == u"first" || !info->enumerates ? SolveMode::First : SolveMode::All;
    } else {
        run.mode = info->enumerates ? SolveMode::All : SolveMode::First;
    }
    if (o.contains(u"seed")) {
        const std::optional<std::uint64_t> seed = this->seed(o.value(u"seed"), quoted("seed"));
        if (!seed)
            return false;
        run.seed = *seed;
    }
    if (o.contains(u"speed")) {
        const QJsonValue speed = o.value(u"speed");
        if (speed.toString() == u"max") {
            s->speedLevel = PlaybackClock::speedLevels() - 1;
        } else {
            const double top = PlaybackClock::stepsPerSecond(PlaybackClock::speedLevels() - 2);
            const double perSecond = speed.toDouble(-1);
            if (!speed.isDouble() || perSecond < PlaybackClock::stepsPerSecond(0)
                || perSecond > top)
                return fail(tr("\"speed\" must be steps a second, from %1 to %L2, or \"max\"")
                                .arg(PlaybackClock::stepsPerSecond(0))
                                .arg(top));
            s->speedLevel = PlaybackClock::levelFor(perSecond);
        }
    }
    if (o.contains(u"theme")) {
        const std::optional<QString> named = string(o.value(u"theme"), quoted("theme"), 20);
        if (!named)
            return false;
        const QString theme = *named;
        if (!LessonFile::themeKeys().contains(theme))
            return fail(tr("\"theme\" must be one of %1")
                            .arg(LessonFile::themeKeys().join(QStringLiteral(", "))));
        s->theme = theme;
    }
    if (o.contains(u"docks")) {
        if (!o.value(u"docks").isArray())
            return fail(tr("\"docks\" must be a list of panels"));
        QStringList docks;
        for (const QJsonValue &d : o.value(u"docks").toArray()) {
            if (!d.isString())
                return fail(tr("\"docks\" must be a list of panel names, each a text"));
            const QString dock = d.toString();
            if (!LessonFile::dockKeys().contains(dock))
                return fail(tr("there is no panel \"%1\" (there are %2)")
                                .arg(printable(dock, 40),
                                     LessonFile::dockKeys().join(QStringLiteral(", "))));
            if (!docks.contains(dock))
                docks << dock;
        }
        s->docks = docks;
    }
    for (const auto &[field, flag] :
         { std::pair { "presentation", &s->presentation }, std::pair { "predict", &s->predict } }) {
        if (!o.contains(QLatin1StringView(field)))
            continue;
        const std::optional<bool> on = boolean(o.value(QLatin1StringView(field)), quoted(field));
        if (!on)
            return false;
        *flag = *on;
    }
    if (o.contains(u"askClass")) {
        const std::optional<QString> named = string(o.value(u"askClass"), quoted("askClass"), 40);
        if (!named)
            return false;
        QStringList keys;
        std::optional<QuestionKind> kind;
        for (int k = 0; k < kQuestionKinds; ++k) {
            const auto each = QuestionKind(k);
            if (!Questions::fits(run.algorithm, each))
                continue;
            keys << QString::fromLatin1(questionKindKey(each));
            if (*named == keys.constLast())
                kind = each;
        }
        if (!kind)
            return fail(
                tr("\"askClass\" must be a question asked of %1: %2, not \"%3\"")
                    .arg(info->idString(), keys.join(QStringLiteral(", ")), printable(*named, 40)));
        s->askClass = kind;
    }
    return true;
}

bool Reader::position(const QJsonObject &o, const RunDescription &run, ScenePosition *p)
{
    const std::optional<QJsonValue> kind = required(o, "kind", tr("the position"));
    if (!kind)
        return false;
    const std::optional<QString> named = string(*kind, quoted("kind"), 20);
    if (!named)
        return false;
    const QString k = *named;
    const int n = run.n();
    // The board's queens (one a row, or squares for domination: a board placed by hand may
    // hold queens that attack each other, on one column too); a filter's squares.
    auto queens
        = [&](std::vector<Square> *out, const QJsonValue &v, const char *field, bool asSquares) {
              const std::optional<QString> text = string(v, quoted(field), 4 * 1024);
              if (!text)
                  return false;
              // An empty board (a hand-made board cleared, a set of squares with none) is
              // written as "" and read back as no queens.
              if (text->trimmed().isEmpty()) {
                  out->clear();
                  return true;
              }
              QString why;
              const std::optional<std::vector<Square>> read
                  = parseQueens(*text, n, &why, { .squares = asSquares, .sharedColumns = true });
              if (!read)
                  return fail(QStringLiteral("%1: %2").arg(quoted(field), why));
              *out = *read;
              return true;
          };
    if (k == u"step") {
        p->kind = ScenePosition::Kind::Step;
        if (!onlyKnown(o, { "kind", "step" }, tr("the position")))
            return false;
        const std::optional<QJsonValue> step = required(o, "step", tr("the position"));
        if (!step)
            return false;
        const std::optional<qint64> at = integer(*step, quoted("step"), 0, LessonFile::kMaxStep);
        if (!at)
            return false;
        p->step = *at;
        return true;
    }
    if (k == u"explore" || k == u"browser") {
        const bool browser = k == u"browser";
        p->kind = browser ? ScenePosition::Kind::Browser : ScenePosition::Kind::Explore;
        if (browser ? !onlyKnown(o, { "kind", "queens", "filter" }, tr("the position"))
                    : !onlyKnown(o, { "kind", "queens" }, tr("the position")))
            return false;
        const std::optional<QJsonValue> v = required(o, "queens", tr("the position"));
        if (!v || !queens(&p->queens, *v, "queens", run.isDomination()))
            return false;
        if (!browser || !o.contains(u"filter"))
            return true;
        if (!o.value(u"filter").isObject())
            return fail(tr("\"filter\" must be an object"));
        const QJsonObject f = o.value(u"filter").toObject();
        if (!onlyKnown(f, { "queens", "symmetry" }, tr("the filter")))
            return false;
        if (f.contains(u"queens")
            && !queens(&p->filter.required, f.value(u"queens"), "queens", true))
            return false;
        if (f.contains(u"symmetry")) {
            const std::optional<QString> named
                = string(f.value(u"symmetry"), quoted("symmetry"), 20);
            if (!named)
                return false;
            const std::optional<CatalogFilter::Symmetry> symmetry
                = CatalogFilter::symmetryNamed(*named);
            if (!symmetry)
                return fail(tr("\"symmetry\" must be any, none, half-turn or quarter-turn"));
            p->filter.symmetry = *symmetry;
        }
        return true;
    }
    if (k == u"practice") {
        p->kind = ScenePosition::Kind::Practice;
        if (!onlyKnown(o, { "kind", "seed", "from-start" }, tr("the position")))
            return false;
        if (o.contains(u"seed")) {
            const std::optional<std::uint64_t> s = seed(o.value(u"seed"), quoted("seed"));
            if (!s)
                return false;
            p->seed = *s;
        }
        if (o.contains(u"from-start")) {
            const std::optional<bool> b = boolean(o.value(u"from-start"), quoted("from-start"));
            if (!b)
                return false;
            p->fromStart = *b;
        }
        return true;
    }
    return fail(tr("\"kind\" of the position must be step, explore, browser or practice"));
}

bool Reader::stops(const QJsonObject &o, LessonScene *s)
{
    const RunDescription &run = s->setup.run;
    if (o.contains(u"breakpoints")) {
        if (!o.value(u"breakpoints").isArray())
            return fail(tr("\"breakpoints\" must be a list"));
        const QJsonArray list = o.value(u"breakpoints").toArray();
        if (list.size() > LessonFile::kMaxBreakpoints)
            return fail(tr("it has %1 breakpoints; at most %2 are read")
                            .arg(list.size())
                            .arg(LessonFile::kMaxBreakpoints));
        for (const QJsonValue &v : list) {
            const std::optional<QString> text = string(v, quoted("breakpoints"), 200);
            if (!text)
                return false;
            QString why;
            const std::optional<Breakpoint> b
                = StopText::readBreakpoint(run.algorithm, run.n(), *text, &why);
            if (!b)
                return fail(tr("breakpoint \"%1\": %2").arg(printable(*text, 60), why));
            s->breakpoints.push_back(*b);
        }
    }
    if (o.contains(u"until")) {
        const std::optional<QString> text = string(o.value(u"until"), quoted("until"), 200);
        if (!text)
            return false;
        QString why;
        const std::optional<StopCondition> c
            = StopText::readCondition(run.algorithm, run.n(), *text, &why);
        if (!c)
            return fail(tr("\"until\" %1: %2").arg(printable(*text, 60), why));
        s->until = *c;
    }
    return true;
}

} // namespace nq::lessonfields
