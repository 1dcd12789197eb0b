// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardexport.h"
#include "quiz.h"
#include "rundescription.h"
#include "storedevent.h"
#include "theme.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace nq {

/// The kinds of file a recording writes.
enum class FilmFormat { Mp4, WebM, Gif, WebP, PngFrames, Handout, WebPage };

/**
 * What a recording is of: a range of steps of a run, at a frame rate and a size, with or without
 * the words under the board, in a theme; the handout's paper and grid. Checked here, before any
 * work, against the limits every output has.
 */
struct FilmSpec
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmSpec)
public:
    static constexpr int kMinSize = 120; ///< the frame's width in pixels
    static constexpr int kMaxSize = 1920;
    static constexpr double kMinFps = 0.25;
    static constexpr double kMaxFps = 60;
    static constexpr std::int64_t kMaxFrames = 5000; ///< steps in one recording
    /// The furthest step a recording walks to from the run's start: a walk to step k runs the
    /// algorithm for k steps, twice (once to check the range, once to draw it); measured, 20
    /// million steps took 1.1 s (bitmask 14 x 14) and 1.4 s (brute force 8 x 8).
    static constexpr std::int64_t kMaxWalk = 100'000'000;
    /// How many frame times a step of this kind is held: a solution and the run's end stay
    /// long enough to be seen, every other step one frame time.
    static int holdOf(const StoredEvent &event);

    RunDescription run;
    std::int64_t from = 0; ///< the first step recorded (0: the run's start)
    std::int64_t to = 0; ///< the last, included
    double fps = 4;
    int size = 480; ///< the frame's width; the board fills it, the words go below
    /// 16:9 (slides, a projector): the board on the left as tall as the frame, the words in a
    /// column beside it. Square (the default): the words under the board.
    bool wide = false;
    bool caption = true; ///< the step's words under the board
    bool counters = false; ///< the run's counters under them
    bool pseudocode = false; ///< the pseudocode line of the step
    /// Attacked squares, the heat, a full board's attacks: the window's View switches.
    ViewChoices view;
    Theme::Kind theme = Theme::Light;
    BoardExport::Page page = BoardExport::Page::A4; ///< the handout's paper
    int columns = 2; ///< the handout's frames across a page
    int rows = 3; ///< ... and down
    /// The narration's language ("en"): each step's caption spoken on a sound track (MP4 and
    /// WebM), the frame held until its sentence ends; a handout prints the words spoken. Empty:
    /// silent.
    QString narration;
    /// A web page asks Predict's questions over the range, drawn so (other formats ask none).
    std::optional<QuizSettings> questions;

    std::int64_t frames() const { return to - from + 1; }
    /// The format a path asks for by its ending (".mp4", ".webm", ".gif", ".webp", ".pdf", a
    /// folder: a name ending in "/" or one that is a folder), or nothing.
    static std::optional<FilmFormat> formatOf(const QString &path);
    /// What is wrong with the spec, in one sentence (empty: nothing): a range backwards or
    /// past the budget, a size or a frame rate out of range.
    QString problem() const;
    /// What is wrong with narrating into `format` (GIF, WebP, PNG frames and a web page have
    /// no sound), in one sentence; empty when it can be narrated, or nothing is.
    QString narrationProblem(FilmFormat format) const;
    /// The silence after each spoken sentence before the next step, in seconds.
    static constexpr double kNarrationGap = 0.4;
};

} // namespace nq
