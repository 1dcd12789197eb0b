// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QLabel;
class QMainWindow;

namespace nq {

class ActionSet;
class BackgroundJob;
class LessonDocument;
class Settings;

/**
 * File > Export Lesson as Web Page: the open lesson as one page a student opens in any browser
 * with no network (LessonPage), written behind the window on a BackgroundJob; the status bar
 * says so meanwhile, and where it went or why not once done. A new export replaces one under
 * way.
 */
class LessonPageExport : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QMainWindow *window;
        ActionSet *actions;
        LessonDocument *lesson;
        Settings *settings;
    };
    explicit LessonPageExport(const Parts &parts, QObject *parent = nullptr);
    ~LessonPageExport() override;

    /// Writes the open lesson's page to `path` behind the window (a .zip: its SCORM package).
    void write(const QString &path);
    bool isWriting() const { return m_job != nullptr; }
    /// Tests drive the export without modal dialogs (the page goes to the temporary folder).
    void setDialogsEnabled(bool enabled) { m_dialogs = enabled; }

signals:
    void finished(bool written, const QString &path, const QString &error);

private:
    void exportInteractively();
    void updateEnabled();
    /// The lesson's name: its file's, else its title in the window's language.
    QString name() const;

    Parts m_parts;
    BackgroundJob *m_job = nullptr;
    QLabel *m_label = nullptr;
    bool m_dialogs = true;
};

} // namespace nq
