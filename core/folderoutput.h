// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>

#include <atomic>
#include <memory>

class QTemporaryDir;

namespace nq {

/**
 * A folder of files written whole or not at all (a lesson's pictures, a film's frames). The
 * files are made in a hidden folder beside the target (".NAME.nqpart-XXXXXX"), and commit()
 * puts it in place in one step (the old folder kept until then, then removed); a failure, a
 * cancel or dropping it before commit() leaves the target as it was and nothing beside it.
 *
 * An existing folder is replaced only when all it holds are files this output makes (named as
 * `ours` matches): a folder of the user's own files is never removed.
 */
class FolderOutput
{
    Q_DECLARE_TR_FUNCTIONS(nq::FolderOutput)
public:
    FolderOutput(const QString &path, const QRegularExpression &ours);
    ~FolderOutput();
    FolderOutput(const FolderOutput &) = delete;
    FolderOutput &operator=(const FolderOutput &) = delete;

    /// Whether the folder can be written at `path`, asked before any work: empty, or the
    /// sentence a failure would say.
    static QString problem(const QString &path, const QRegularExpression &ours);

    /// Makes the hidden folder to write into; false, and `error` says why, when it cannot.
    bool create(QString *error);
    /// Where a file named `name` is written until commit().
    QString filePath(const QString &name) const;
    /// A message about a file inside, naming the folder asked for instead of the hidden one.
    QString told(QString message) const;
    /// Puts the folder in place, replacing the old one whole. False when it could not be done
    /// (`error` says why) or `cancel` is set (then `error` is empty): the target is as it was.
    bool commit(QString *error, const std::atomic_bool *cancel = nullptr);
    /// Gives up: the hidden folder is removed.
    void discard();

    QString path() const { return m_path; }

private:
    QString m_path;
    QRegularExpression m_ours;
    std::unique_ptr<QTemporaryDir> m_work;
};

} // namespace nq
