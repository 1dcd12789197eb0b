// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <map>
#include <optional>

namespace nq {

/// What one work unit counted.
struct UnitCount
{
    std::int64_t total = 0;
    std::int64_t unique = 0;
};

/**
 * The journal of a distributed count: a text file that says which units are finished and what
 * each counted, so a job that is stopped (a wall-time limit, a node lost, Ctrl-C) and started
 * again with the same journal counts only the rest.
 *
 *     # nqueens-mpi journal 1
 *     n 18 units 1024
 *     unit 17 total 651 unique 83
 *
 * A unit is written as one line, ended by its newline, and flushed to the disk (fsync) before it
 * counts as done. Reading it back: a journal for another board size or another split, or a
 * damaged line in the middle, is refused with one message; a last line without its newline (a
 * write the crash cut short) is dropped, its unit counted again, and a notice says so.
 */
class Journal
{
    Q_DECLARE_TR_FUNCTIONS(nq::Journal)
public:
    /// The most a journal may hold: a line per unit, and at most kMaxUnits units.
    static constexpr int kMaxUnits = 1000000;
    static constexpr qint64 kMaxBytes = qint64(64) << 20;

    Journal() = default;
    Journal(Journal &&other) noexcept;
    Journal &operator=(Journal &&other) noexcept;
    Journal(const Journal &) = delete;
    Journal &operator=(const Journal &) = delete;
    ~Journal();

    /// Opens the journal at `path` for a count of n x n in `units` units, creating it if it does
    /// not exist (or is empty). `done` receives the units it already holds. Nothing, and `error`
    /// says why, when it is for another count or damaged; `notice` says what was repaired.
    static std::optional<Journal> open(const QString &path, int n, int units,
                                       std::map<int, UnitCount> *done, QString *error,
                                       QString *notice);
    /// Appends a finished unit and waits until it is on the disk.
    bool append(int unit, const UnitCount &count, QString *error);

private:
    int m_fd = -1;
    QString m_path;
};

} // namespace nq
