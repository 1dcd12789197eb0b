// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
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

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 length) override;

private:
    bool pass(const char *data, qint64 length);
    bool drain();

    QString m_path;
    QSaveFile m_file;
    QByteArray m_kept;
    QString m_failure;
    bool m_done = false;
};

} // namespace nq
