// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QSaveFile>
#include <QString>

#include <atomic>

namespace nq {

/// The one way any file is written: whole, or not at all. The bytes go to a temporary file next
/// to the target (QSaveFile, unbuffered), every write is checked to the last byte (a short write
/// is tried again, so the system says why it stopped: "No space left on device", "File too
/// large"), and the temporary is renamed over the target only when all of it is on disk. A
/// failure names the file and the system's reason in one sentence and leaves no file behind.
/// What the target is decides how (OutputTarget): a regular file is replaced (through a link,
/// the file it points to), a character device or a FIFO is written into, and anything else is
/// refused; nothing that is not a regular file is ever renamed over.
///
/// A QIODevice, so that writers that stream (QPdfWriter, QImageWriter, QSvgGenerator, a
/// recording's encoder) write through it; it keeps up to 64 KiB before handing them on.
class WholeFile final : public QIODevice
{
    Q_DECLARE_TR_FUNCTIONS(nq::WholeFile)
public:
    explicit WholeFile(const QString &path);
    ~WholeFile() override; ///< discards the temporary when not committed

    /// Makes and opens the temporary file; false, and `error` says why, when it cannot be made.
    bool create(QString *error);
    /// Writes what is kept, waits for the disk and renames. False when anything failed (`error`
    /// says why) or when `cancel` is set (then `error` is empty): no file is left either way.
    bool commit(QString *error, const std::atomic_bool *cancel = nullptr);
    /// Gives up: the temporary file is removed and the target left as it was.
    void discard();
    /// Why the first failed write failed (empty while all is well).
    QString failure() const { return m_failure; }
    QString path() const { return m_path; }

    /// The whole of `bytes` as the file at `path`.
    static bool write(const QString &path, const QByteArray &bytes, QString *error,
                      const std::atomic_bool *cancel = nullptr);
    /// "Cannot write PATH: REASON", the sentence every failure says.
    static QString cannotWrite(const QString &path, const QString &reason);

    bool isSequential() const override { return true; }

    /// Whether opening a FIFO that no program reads from waits for a reader (as `cp` does: the
    /// command line) or is refused at once (the window, which never waits).
    static void setWaitForReaders(bool wait);

    /// Putting files in place is one step a signal cannot split: while one lives, a handler
    /// that would end the program asks deferSignal() first, and the signal is raised again
    /// when the last one ends.
    class Committing
    {
    public:
        Committing();
        ~Committing();
        Committing(const Committing &) = delete;
        Committing &operator=(const Committing &) = delete;
    };
    /// For a signal handler: true (and the signal is kept for later) while a file is being put
    /// in place. Async-signal-safe.
    static bool deferSignal(int signal) noexcept;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 length) override;

private:
    bool pass(const char *data, qint64 length);
    bool drain();
    bool openStream(const QString &path, bool fifo, QString *error);
    QFileDevice &out();

    QString m_path;
    QSaveFile m_file;
    QFile m_stream; ///< a character device or a FIFO, written into
    bool m_streaming = false;
    QByteArray m_kept;
    QString m_failure;
    bool m_done = false;
};

} // namespace nq
