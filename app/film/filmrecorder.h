// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "filmspec.h"

#include <atomic>
#include <functional>

namespace nq {

/**
 * Records a range of a run into a file: the run is walked on the calling thread (no clock, no
 * window: the command line and a background job alike), each step drawn as the board shows it
 * and handed to the format's writer. Everything is checked before any work: the spec, the
 * format, and that the run reaches the last step asked for.
 */
class FilmRecorder
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmRecorder)
public:
    /// Steps done of the whole.
    using Progress = std::function<void(std::int64_t done, std::int64_t total)>;
    enum class Outcome {
        Written,
        Refused, ///< the spec, the path's format or the range (past the run's end) is wrong
        Failed, ///< the file could not be written
        Cancelled,
    };
    /// Writes `spec` to `path` (its format from its name). Unless Written, `error` says why
    /// (empty when cancelled) and no file is left.
    /// `walked` hears how far the walk to the range's end has come (it runs before any frame).
    static Outcome record(const FilmSpec &spec, const QString &path, QString *error,
                          const Progress &progress = {}, const std::atomic_bool *cancel = nullptr,
                          const Progress &walked = {});
    /// The problem with writing a recording at `path` (checked before any work: a folder that
    /// does not exist, a device refused, a folder of the user's own files), or empty.
    static QString outputProblem(const QString &path);
    /// The problem with recording `spec` (the spec's own, a size the algorithm cannot draw),
    /// or empty; the run's end is checked by record().
    static QString problem(const FilmSpec &spec);
};

} // namespace nq
