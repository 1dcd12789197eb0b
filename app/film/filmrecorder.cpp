// SPDX-License-Identifier: GPL-3.0-or-later
#include "filmrecorder.h"

#include "filmwriter.h"
#include "framepainter.h"
#include "narrationvoice.h"
#include "runwalk.h"

#include "folderoutput.h"
#include "outputtarget.h"

#include <cmath>
#include <optional>

namespace nq {

QString FilmRecorder::problem(const FilmSpec &spec)
{
    const QString own = spec.problem();
    if (!own.isEmpty())
        return own;
    const int n = spec.run.n();
    const int most = Algorithms::maxDrawnSize(spec.run.algorithm);
    if (n < 1 || n > most)
        return tr("a recording draws boards of up to %1 × %1, not %2 × %2").arg(most).arg(n);
    return {};
}

QString FilmRecorder::outputProblem(const QString &path)
{
    if (FilmSpec::formatOf(path) == FilmFormat::PngFrames)
        return FolderOutput::problem(path, pngFrameNames());
    return OutputTarget::problem(path);
}

FilmRecorder::Outcome FilmRecorder::record(const FilmSpec &spec, const QString &path,
                                           QString *error, const Progress &progress,
                                           const std::atomic_bool *cancel, const Progress &walked)
{
    QString why = problem(spec);
    const std::optional<FilmFormat> format = FilmSpec::formatOf(path);
    if (why.isEmpty() && !format)
        why = tr("%1: a recording is a .mp4, .webm, .gif, .webp, .pdf or .html file, or a folder "
                 "(a name ending in /) for PNG frames")
                  .arg(path);
    if (why.isEmpty() && format)
        why = spec.narrationProblem(*format);
    // A film's narration needs a voice that reads its language (a handout only prints words).
    std::optional<NarrationVoice> voice;
    if (why.isEmpty() && !spec.narration.isEmpty()
        && (format == FilmFormat::Mp4 || format == FilmFormat::WebM)) {
        voice.emplace(spec.narration);
        if (voice->readsLanguage()) {
            // eSpeak NG itself could not start: the system's failure, not the input's.
            if (!voice->problem().isEmpty()) {
                if (error)
                    *error = voice->problem();
                return Outcome::Failed;
            }
        } else {
            why = voice->problem();
        }
    }
    if (why.isEmpty()) {
        // The output is checked before the walk and the drawing, which may take minutes.
        if (const QString cannot = outputProblem(path); !cannot.isEmpty()) {
            if (error)
                *error = cannot;
            return Outcome::Failed;
        }
        // The run must reach the last step before anything is drawn.
        const PlayState end = RunWalk::to(spec.run, spec.to, cancel, walked);
        if (cancel && cancel->load()) {
            if (error)
                error->clear();
            return Outcome::Cancelled;
        }
        if (end.position < spec.to)
            why = tr("the run has %L1 steps: the range must end by step %L1, not %L2")
                      .arg(end.position)
                      .arg(spec.to);
    }
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return Outcome::Refused;
    }
    const FramePainter painter(spec);
    std::unique_ptr<FilmWriter> writer = FilmWriter::make(*format, path, spec, painter);
    if (!writer->open(painter.frameSize(), error))
        return Outcome::Failed;
    const bool images = writer->wantsImages();
    bool failed = false;
    std::int64_t done = 0;
    const std::int64_t total = spec.frames();
    RunWalk::through(
        spec.run, spec.from, spec.to,
        [&](const PlayState &state) {
            FilmFrame frame;
            frame.state = &state;
            frame.hold = state.position == 0 ? 1 : FilmSpec::holdOf(state.last);
            if (!spec.narration.isEmpty())
                frame.words = painter.caption(state);
            if (voice) {
                // The step stays until its sentence has ended, and a breath after it.
                frame.speech = voice->say(frame.words);
                const double seconds = frame.speech.seconds() + FilmSpec::kNarrationGap;
                frame.hold = std::max(frame.hold, int(std::ceil(seconds * spec.fps)));
            }
            if (images)
                frame.image = painter.image(state);
            if (!writer->add(frame, error)) {
                failed = true;
                return false;
            }
            if (progress)
                progress(++done, total);
            return true;
        },
        cancel);
    if (failed)
        return Outcome::Failed;
    if (cancel && cancel->load()) {
        if (error)
            error->clear();
        return Outcome::Cancelled;
    }
    if (writer->finish(error, cancel))
        return Outcome::Written;
    return cancel && cancel->load() ? Outcome::Cancelled : Outcome::Failed;
}

} // namespace nq
