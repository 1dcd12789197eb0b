// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens film
#include "cliutil.h"
#include "commandline.h"

#include "algorithms.h"
#include "filmrecorder.h"
#include "messagetext.h"
#include "problem.h"

#include <algorithm>

namespace nq {

using namespace cli;

int CommandLine::film()
{
    const Parsed p = parse();
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        throw UsageError { tr(
            "film needs -o FILE.mp4, .webm, .gif, .webp, .pdf, .html or FOLDER/") };
    const std::optional<FilmFormat> format = FilmSpec::formatOf(output);
    if (!format)
        throw UsageError { tr("%1: a film is a .mp4, .webm, .gif, .webp, .pdf or .html file, or a "
                              "folder (a name ending in /) for PNG frames")
                               .arg(output) };
    FilmSpec spec;
    RunDescription &run = spec.run;
    if (p.values.contains(QStringLiteral("--dominate"))) {
        if (p.values.contains(QStringLiteral("--algorithm")))
            throw UsageError { tr("choose one of --algorithm ID and --dominate K") };
        const AlgorithmInfo &info = Algorithms::domination();
        const int n = boardSize(p, info.minSize, info.maxSize, tr("for domination"));
        const int k = int(positiveNumber(p, QStringLiteral("--dominate"), n));
        run.algorithm = AlgorithmId::Domination;
        run.problem = Problem::domination(n, k, p.flags.contains(QStringLiteral("--independent")));
        run.mode = p.flags.contains(QStringLiteral("--first")) ? SolveMode::First : SolveMode::All;
    } else {
        if (!p.values.contains(QStringLiteral("--algorithm")))
            throw UsageError { tr("film needs --algorithm ID (or --dominate K); the algorithms "
                                  "are %1")
                                   .arg(Algorithms::keyList()) };
        if (p.flags.contains(QStringLiteral("--independent")))
            throw UsageError { tr("--independent goes with --dominate K") };
        const AlgorithmInfo &info = algorithm(p, "");
        RunOptions options;
        options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
        setMode(p, info, options);
        run.algorithm = info.id;
        run.problem = Problem::nonAttacking(options.n);
        run.mode = options.mode;
    }
    const auto step = [&](const QString &option, qint64 fallback) -> qint64 {
        if (!p.values.contains(option))
            return fallback;
        bool ok = false;
        const qlonglong v = p.values.value(option).toLongLong(&ok);
        if (!ok || v < 0)
            throw UsageError { tr("%1 must be a step, a whole number from 0, not '%2'")
                                   .arg(option, p.values.value(option)) };
        return v;
    };
    spec.from = step(QStringLiteral("--from"), 0);
    spec.to = step(QStringLiteral("--to"), spec.from + 49);
    if (p.values.contains(QStringLiteral("--fps"))) {
        bool ok = false;
        spec.fps = p.values.value(QStringLiteral("--fps")).toDouble(&ok);
        if (!ok)
            spec.fps = -1; // said below, with the range
    }
    if (p.values.contains(QStringLiteral("--size"))) {
        if (*format == FilmFormat::Handout)
            throw UsageError { tr("--size is the width of a film's frames; a handout (.pdf) "
                                  "is sized by its paper, --page") };
        bool ok = false;
        const qlonglong size = p.values.value(QStringLiteral("--size")).toLongLong(&ok);
        if (!ok)
            throw UsageError { tr("--size must be a whole number of pixels from %1 to %2, not "
                                  "'%3'")
                                   .arg(FilmSpec::kMinSize)
                                   .arg(FilmSpec::kMaxSize)
                                   .arg(printable(p.values.value(QStringLiteral("--size")), 40)) };
        if (size < FilmSpec::kMinSize || size > FilmSpec::kMaxSize)
            throw UsageError { tr("--size must be a whole number of pixels from %1 to %2, not "
                                  "%L3")
                                   .arg(FilmSpec::kMinSize)
                                   .arg(FilmSpec::kMaxSize)
                                   .arg(size) };
        spec.size = int(size);
    }
    const std::optional<Theme::Kind> theme = themeNamed(p.values.value(
        QStringLiteral("--theme"),
        *format == FilmFormat::Handout ? QStringLiteral("print") : QStringLiteral("light")));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                               .arg(p.values.value(QStringLiteral("--theme"))) };
    spec.theme = *theme;
    spec.page = pageNamed(p.values.value(QStringLiteral("--page")), false);
    // The step's words are shown unless left out (--caption, which once turned them on, is
    // still taken).
    spec.caption = !p.flags.contains(QStringLiteral("--no-caption"));
    const QString layout = p.values.value(QStringLiteral("--layout"), QStringLiteral("square"));
    if (layout != u"square" && layout != u"wide")
        throw UsageError { tr("--layout must be square or wide, not '%1'").arg(layout) };
    spec.wide = layout == u"wide";
    spec.counters = p.flags.contains(QStringLiteral("--counters"));
    spec.pseudocode = p.flags.contains(QStringLiteral("--pseudocode"));
    // A web page may ask Predict's questions, drawn as the window draws them.
    const bool predict = p.flags.contains(QStringLiteral("--predict"));
    if ((p.values.contains(QStringLiteral("--seed"))
         || p.values.contains(QStringLiteral("--every")))
        && !predict)
        throw UsageError { tr("--seed and --every choose Predict's questions: add --predict") };
    if (predict) {
        if (FilmSpec::formatOf(output) != FilmFormat::WebPage)
            throw UsageError { tr("--predict asks its questions in a web page: -o FILE.html") };
        QuizSettings quiz;
        quiz.every = QuizSettings::kWindowEvery;
        if (p.values.contains(QStringLiteral("--seed")))
            quiz.seed = std::uint64_t(positiveNumber(p, QStringLiteral("--seed"), 999999));
        if (p.values.contains(QStringLiteral("--every")))
            quiz.every = int(positiveNumber(p, QStringLiteral("--every"), 1000));
        spec.questions = quiz;
    }
    const QString language = p.values.value(QStringLiteral("--language"), QStringLiteral("en"));
    speak(language);
    if (p.flags.contains(QStringLiteral("--narrate"))) {
        spec.narration = language;
        if (const QString why = spec.narrationProblem(*format); !why.isEmpty())
            throw UsageError { tr("--narrate: %1").arg(why) };
    }
    // Everything that can be known before any work is checked first: the range against the
    // budget, the size, the frame rate, the board.
    const QString problem = FilmRecorder::problem(spec);
    if (!problem.isEmpty())
        throw UsageError { problem };

    if (const QString cannot = FilmRecorder::outputProblem(output); !cannot.isEmpty())
        throw OutputError { cannot };
    // Ctrl-C stops the recording where it is, and what it made so far is removed.
    const CatchInterrupt interrupt;
    ProgressLine walking([](std::int64_t done, std::int64_t total, const QString &left) {
        return tr("walking the run to step %L2: %L1 (%3)").arg(done).arg(total).arg(left);
    });
    ProgressLine progress([](std::int64_t done, std::int64_t total, const QString &left) {
        return tr("recording: step %L1 of %L2 (%3)").arg(done).arg(total).arg(left);
    });
    QString error;
    const FilmRecorder::Outcome outcome = FilmRecorder::record(
        spec, output, &error,
        [&](std::int64_t done, std::int64_t total) {
            walking.clear();
            progress.tell(done, total);
        },
        &g_interrupted, [&](std::int64_t done, std::int64_t total) { walking.tell(done, total); });
    walking.clear();
    progress.clear();
    if (outcome == FilmRecorder::Outcome::Written)
        return Ok;
    if (outcome == FilmRecorder::Outcome::Cancelled) {
        writeErr(tr("interrupted"));
        return Interrupted;
    }
    writeErr(error);
    // A range past the run's end is bad input; a file that could not be written, a failure.
    return outcome == FilmRecorder::Outcome::Refused ? BadInput : Failed;
}

} // namespace nq
