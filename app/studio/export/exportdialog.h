// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform/exportchoices.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace nq {

/// Where and how to export: a board, a sheet of boards, or the solutions as text. It opens on
/// the last choices (folder, format, options) and hands back the new ones.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum Kind { Board, Sheet, Solutions };
    /// `baseName` names the file without folder or suffix ("queens-8"); `caption` is the
    /// caption offered for a board.
    ExportDialog(Kind kind, const ExportChoices &choices, const QString &baseName,
                 const QString &caption = {}, QWidget *parent = nullptr);

    QString path() const;
    /// The choices made, the folder and format of the path included.
    ExportChoices choices() const;
    /// The caption under a board, empty without one.
    QString caption() const;
    /// Why the path cannot be written (shown under it when Save is pressed), or empty.
    QString pathProblem() const;
    /// Save: the dialog closes only on a path it can write; else it says why and stays.
    void accept() override;
    /// A sheet's title, paper and PNG width as chosen.
    BoardExport::SheetOptions sheetOptions() const;

private:
    void browse();

    Kind m_kind;
    ExportChoices m_choices;
    QLineEdit *m_path;
    QLabel *m_pathError = nullptr;
    QSpinBox *m_pixels = nullptr;
    QCheckBox *m_transparent = nullptr;
    QCheckBox *m_coordinates = nullptr;
    QCheckBox *m_attacks = nullptr;
    QCheckBox *m_captionOn = nullptr;
    QLineEdit *m_caption = nullptr;
    QComboBox *m_page = nullptr;
    QComboBox *m_theme = nullptr;
    bool m_themePdf = false; ///< the list shows the PDF's colours (the name ends in .pdf)
    QComboBox *m_contents = nullptr;
    QLineEdit *m_title = nullptr;
    QCheckBox *m_answers = nullptr;
};

} // namespace nq
