// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace nq {

/// What a file of one format may be: every file the programs read goes through BoundedFile with
/// the budget of its format, so a device, a folder or a file of gigabytes is refused with one
/// message before anything is read or changed.
struct FileBudget
{
    qint64 maxBytes = 1 << 20; ///< the most a file of this format can sensibly be
    QString what; ///< the format in words, for messages: "a part file"
    bool streams = false; ///< pipes (and "-" for stdin) are read too, up to maxBytes
};

class BoundedFile
{
    Q_DECLARE_TR_FUNCTIONS(nq::BoundedFile)
public:
    /// Part files of `nqueens count --parts --json` are a few hundred bytes.
    static FileBudget partFile();
    /// The program's settings: a few kilobytes.
    static FileBudget settingsFile();

    /// Why `path` may not be read under `budget`, or nothing when it may (a file that does not
    /// exist may: there is nothing to read). For readers that open the file themselves
    /// (QSettings).
    static std::optional<QString> refusal(const QString &path, const FileBudget &budget);
    /// The whole file, read within the budget: never more than maxBytes + 1 bytes are read, so a
    /// stream without end is refused as soon as it passes the budget. Nothing, and `error` says
    /// why (naming the file and the limit), when refused or unreadable.
    static std::optional<QByteArray> read(const QString &path, const FileBudget &budget,
                                          QString *error);
    /// "1 MiB", "512 KiB", "300 bytes".
    static QString sizeText(qint64 bytes);
};

} // namespace nq
