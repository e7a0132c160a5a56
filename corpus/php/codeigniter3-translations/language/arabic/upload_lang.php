<?php
/**
 * System messages translation for CodeIgniter(tm)
 *
 * @author	CodeIgniter community
 * @copyright	Copyright (c) 2014-2019, British Columbia Institute of Technology (https://bcit.ca/)
 * @license	http://opensource.org/licenses/MIT	MIT License
 * @link	https://codeigniter.com
 */
defined('BASEPATH') OR exit('No direct script access allowed');

$lang['upload_userfile_not_set'] = "تعذر العثور على متغيّر POST بالاسم userfile.";
$lang['upload_file_exceeds_limit'] = "حجم الملف المرفوع أكبر من الحجم الأقصى المسموح به في ملف تهيئة PHP.";
$lang['upload_file_exceeds_form_limit'] = "حجم الملف المرفوع أكبر من الحجم الأقصى المسموح به في استمارة الإرسال.";
$lang['upload_file_partial'] = "تم رفع جزء من الملف فقط.";
$lang['upload_no_temp_directory'] = "المجلد المؤقت مفقود.";
$lang['upload_unable_to_write_file'] = "تعذر حفظ الملف على الخادم.";
$lang['upload_stopped_by_extension'] = "توقف رفع الملف بسبب نوعه.";
$lang['upload_no_file_selected'] = "لم تختر ملفا لرفعه.";
$lang['upload_invalid_filetype'] = "نوع الملف الذي تحاول رفعه غير مسموح به.";
$lang['upload_invalid_filesize'] = "الملف الذي تحاول رفعه أكبر من الحجم المسموح به.";
$lang['upload_invalid_dimensions'] = "طول أو عرض الصورة التي تحاول رفعها أكبر من الحدّ المُعيّن.";
$lang['upload_destination_error'] = "حدث خطأ أثناء محاولة نقل الملف المرفوع إلى الموضع النهائي.";
$lang['upload_no_filepath'] = "يبدو أن مسار رفع الملفات غير صحيح.";
$lang['upload_no_file_types'] = "لم تقم بتحديد أنواع الملفات المسموح رفعها.";
$lang['upload_bad_filename'] = "اسم الملف الذي ترفعه موجود مسبقاً";
$lang['upload_not_writable'] = "يبدو أن المجلد المطلوب رفع الملفات إليه لا يمكن الكتابة فيه.";
