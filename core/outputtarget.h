// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace nq {

/**
 * What is at a path the user named as an output, and so how it may be written. A regular file
 * (or none yet) is written beside and renamed into place; a character device or a FIFO is
 * written into, as `cp` and `sort -o` do (`/dev/null` swallows, `/dev/full` says "No space left
 * on device"); everything else (a folder, a socket, a block device, a link to nothing) is
 * refused with one sentence. A link to a regular file is followed: the file it points to is
 * replaced, never the link.
 */
class OutputTarget
{
    Q_DECLARE_TR_FUNCTIONS(nq::OutputTarget)
public:
    enum class Kind {
        File, ///< a regular file, or nothing yet: written beside, then renamed into place
        Stream, ///< a character device or a FIFO: written into
        Refused, ///< anything else: refusal() says why
    };

    static OutputTarget of(const QString &path);

    Kind kind() const { return m_kind; }
    /// Where the bytes go: the path itself, or the file a link points to.
    QString path() const { return m_path; }
    bool isFifo() const { return m_fifo; }
    /// Why it is refused (empty unless Refused), without the path.
    QString refusal() const { return m_refusal; }

    /// Whether a file can be written at `path`, asked before any work: empty, or the sentence
    /// a failure would say ("Cannot write PATH: REASON"): refused, its folder missing or not
    /// writable.
    static QString problem(const QString &path);

private:
    Kind m_kind = Kind::File;
    QString m_path;
    QString m_refusal;
    bool m_fifo = false;
};

} // namespace nq
