// SPDX-License-Identifier: GPL-3.0-or-later
#include "scormpackage.h"

#include <QCryptographicHash>
#include <QXmlStreamWriter>

#include <zip.h>

#include <ctime>
#include <memory>

namespace nq {

namespace {

/// Every entry's time, 1 January 2000 at 00:00 on the zip's clock (which is local time: the
/// same fields in every time zone), so that a page gives the same package anywhere.
time_t entryTime()
{
    std::tm t {};
    t.tm_year = 100;
    t.tm_mon = 0;
    t.tm_mday = 1;
    t.tm_isdst = -1;
    return std::mktime(&t);
}

struct ZipCloser
{
    void operator()(zip_t *zip) const { zip_discard(zip); }
};
struct SourceFreer
{
    void operator()(zip_source_t *source) const { zip_source_free(source); }
};

} // namespace

QByteArray ScormPackage::manifest(const QString &title, const QString &identifier)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("manifest"));
    xml.writeAttribute(QStringLiteral("identifier"), identifier);
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.2"));
    xml.writeDefaultNamespace(QStringLiteral("http://www.imsproject.org/xsd/imscp_rootv1p1p2"));
    xml.writeNamespace(QStringLiteral("http://www.adlnet.org/xsd/adlcp_rootv1p2"),
                       QStringLiteral("adlcp"));
    xml.writeNamespace(QStringLiteral("http://www.w3.org/2001/XMLSchema-instance"),
                       QStringLiteral("xsi"));
    xml.writeAttribute(
        QStringLiteral("xsi:schemaLocation"),
        QStringLiteral("http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd "
                       "http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd "
                       "http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd"));
    xml.writeStartElement(QStringLiteral("metadata"));
    xml.writeTextElement(QStringLiteral("schema"), QStringLiteral("ADL SCORM"));
    xml.writeTextElement(QStringLiteral("schemaversion"), QStringLiteral("1.2"));
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("organizations"));
    xml.writeAttribute(QStringLiteral("default"), QStringLiteral("lesson"));
    xml.writeStartElement(QStringLiteral("organization"));
    xml.writeAttribute(QStringLiteral("identifier"), QStringLiteral("lesson"));
    xml.writeTextElement(QStringLiteral("title"), title);
    xml.writeStartElement(QStringLiteral("item"));
    xml.writeAttribute(QStringLiteral("identifier"), QStringLiteral("page"));
    xml.writeAttribute(QStringLiteral("identifierref"), QStringLiteral("page-resource"));
    xml.writeAttribute(QStringLiteral("isvisible"), QStringLiteral("true"));
    xml.writeTextElement(QStringLiteral("title"), title);
    xml.writeEndElement(); // item
    xml.writeEndElement(); // organization
    xml.writeEndElement(); // organizations
    xml.writeStartElement(QStringLiteral("resources"));
    xml.writeStartElement(QStringLiteral("resource"));
    xml.writeAttribute(QStringLiteral("identifier"), QStringLiteral("page-resource"));
    xml.writeAttribute(QStringLiteral("type"), QStringLiteral("webcontent"));
    xml.writeAttribute(QStringLiteral("adlcp:scormtype"), QStringLiteral("sco"));
    xml.writeAttribute(QStringLiteral("href"), QStringLiteral("index.html"));
    xml.writeEmptyElement(QStringLiteral("file"));
    xml.writeAttribute(QStringLiteral("href"), QStringLiteral("index.html"));
    xml.writeEndElement(); // resource
    xml.writeEndElement(); // resources
    xml.writeEndElement(); // manifest
    xml.writeEndDocument();
    return out;
}

QByteArray ScormPackage::of(const QByteArray &html, const QString &title, QString *error)
{
    const auto fail = [&](const char *what) {
        if (error)
            *error = tr("cannot make the SCORM package: %1").arg(QString::fromUtf8(what));
        return QByteArray();
    };
    const QString identifier
        = QStringLiteral("nqueens-")
        + QString::fromLatin1(
              QCryptographicHash::hash(html, QCryptographicHash::Sha256).toHex().left(16));
    const QByteArray xml = manifest(title, identifier);

    // The archive is made in memory, then handed over whole.
    zip_error_t status;
    zip_error_init(&status);
    std::unique_ptr<zip_source_t, SourceFreer> buffer(
        zip_source_buffer_create(nullptr, 0, 0, &status));
    if (!buffer)
        return fail(zip_error_strerror(&status));
    std::unique_ptr<zip_t, ZipCloser> archive(
        zip_open_from_source(buffer.get(), ZIP_TRUNCATE, &status));
    if (!archive)
        return fail(zip_error_strerror(&status));
    zip_source_keep(buffer.get()); // the archive holds it now; kept past zip_close to read back
    for (const auto &[name, bytes] :
         { std::pair { "imsmanifest.xml", &xml }, std::pair { "index.html", &html } }) {
        zip_source_t *entry
            = zip_source_buffer(archive.get(), bytes->constData(), zip_uint64_t(bytes->size()), 0);
        if (!entry)
            return fail(zip_strerror(archive.get()));
        const zip_int64_t index
            = zip_file_add(archive.get(), name, entry, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE);
        if (index < 0) {
            zip_source_free(entry);
            return fail(zip_strerror(archive.get()));
        }
        if (zip_set_file_compression(archive.get(), zip_uint64_t(index), ZIP_CM_DEFLATE, 9) != 0
            || zip_file_set_mtime(archive.get(), zip_uint64_t(index), entryTime(), 0) != 0)
            return fail(zip_strerror(archive.get()));
    }
    if (zip_close(archive.get()) != 0)
        return fail(zip_strerror(archive.get()));
    archive.release(); // closed: freed by zip_close

    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_source_stat(buffer.get(), &stat) != 0 || zip_source_open(buffer.get()) != 0)
        return fail("the archive cannot be read back");
    QByteArray out(qsizetype(stat.size), Qt::Uninitialized);
    const zip_int64_t read = zip_source_read(buffer.get(), out.data(), stat.size);
    zip_source_close(buffer.get());
    if (read != zip_int64_t(stat.size))
        return fail("the archive cannot be read back");
    return out;
}

} // namespace nq
